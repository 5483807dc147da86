/**
 * A tool of the reference whose code loads when the reader first opens it (the request builder, "Your values", the
 * signature checker). While it loads, a line says what is coming; when its chunk cannot be fetched (the reader went
 * offline), the site's loading screen (@theme/Loading) says so in place, with a Retry button that fetches it again,
 * and the rest of the page keeps working. React's `lazy` would instead hand the failure to the page's error screen,
 * and keep failing after the network is back.
 */
import type {ComponentType, ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

export function onDemand<P extends object>(
  loader: () => Promise<{default: ComponentType<P>}>,
  loadingText: string,
): ComponentType<P> {
  return Loadable({
    loader,
    loading: (props): ReactNode =>
      props.error ? <Loading {...props} /> : props.pastDelay ? <p>{loadingText}</p> : null,
  });
}
