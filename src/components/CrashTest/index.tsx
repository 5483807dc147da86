/**
 * Test-only: proves the error screens in the browser. Built only when
 * DOCUSAURUS_CRASH_TEST=true (config/env.ts); production builds leave the page
 * out. Nothing throws until a button is pressed, so a crawl of the page sees a
 * healthy page.
 */
import {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

function Thrower(): ReactNode {
  throw new Error('Crash test: this component throws while rendering.');
}

// A chunk loaded on demand, outside the route's preload: the browser test
// blocks it to show the failed-chunk screen, then lets it through for Retry.
const LazyPanel = Loadable({
  loader: () => import('./LazyPanel'),
  loading: Loading,
});

export default function CrashTest(): ReactNode {
  const [crash, setCrash] = useState(false);
  const [showPanel, setShowPanel] = useState(false);
  return (
    <>
      <p>This page exists only in test builds. It makes the site&rsquo;s error screens appear on demand.</p>
      <p>
        <button type="button" className="button button--danger" onClick={() => setCrash(true)}>
          Throw while rendering
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={() => setShowPanel(true)}>
          Load a lazy panel
        </button>
      </p>
      {crash && <Thrower />}
      {showPanel && <LazyPanel />}
    </>
  );
}
