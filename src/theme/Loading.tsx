/**
 * Replaces core's fallback @theme/Loading (not reachable by the swizzle CLI, so
 * created by hand), Docusaurus core 3.10.2.
 * Why: the fallback shows a failed page chunk as white text on a fixed red box
 * and a spinner with a hard-coded colour; ours uses the site's alert and button
 * styles, so it reads well in both colour modes, and announces itself to
 * screen readers. Same contract: the error text and a Retry button that calls
 * react-loadable's `retry`, which fetches the chunk again.
 */
import type {ReactNode} from 'react';

type Props = {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
};

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className="container margin-vert--xl">
        <div className="alert alert--danger" role="alert">
          <p>
            <strong>This part of the page could not be loaded.</strong> Check your connection, then retry.
          </p>
          <p>
            <code>{String(error)}</code>
          </p>
          <button type="button" className="button button--primary" onClick={retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className="container margin-vert--xl" role="status">
        Loading…
      </div>
    );
  }
  return null;
}
