import type {ReactNode} from 'react';

export default function LazyPanel(): ReactNode {
  return <p data-testid="lazy-panel">The lazy panel loaded.</p>;
}
