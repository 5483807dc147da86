// The part of react-loadable (aliased by Docusaurus core to @docusaurus/react-loadable) that we use.
declare module 'react-loadable' {
  import type {ComponentType, ReactNode} from 'react';

  export type LoadingComponentProps = {
    error?: unknown;
    retry: () => void;
    pastDelay: boolean;
    timedOut: boolean;
    isLoading: boolean;
  };

  export default function Loadable<P extends object>(options: {
    loader: () => Promise<{default: ComponentType<P>}>;
    loading: (props: LoadingComponentProps) => ReactNode;
    delay?: number;
  }): ComponentType<P>;
}
