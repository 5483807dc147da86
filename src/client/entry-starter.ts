/**
 * The inline script that src/plugins/post-build/entry-scripts.ts puts last in
 * every page's <body>: it adds the entry scripts (preloaded in <head>) once the
 * page's largest paint so far is on screen.
 *
 * - The first `largest-contentful-paint` entry starts them: the browser reports
 *   it after the frame has been presented. `buffered` also delivers a paint made
 *   before this script ran (the article painted while the page was still
 *   parsing), which starts them at once.
 * - One second at the latest, in case no entry comes.
 * - A hidden tab paints nothing: at once, and when the tab is shown or hidden.
 * - A browser without the entry type: after the next frame.
 * - `async = false` keeps the order of scripts added by script (the runtime first).
 *
 * Written small, as a minifier would, because every page carries it;
 * `__URLS__` is the JSON array of the script URLs.
 */
export const starterTemplate = [
  '!function(u){',
  'var d=!1;',
  'function s(){d||(d=!0,u.forEach(function(e){var t=document.createElement("script");t.src=e,t.async=!1,document.head.appendChild(t)}))}',
  'if("hidden"===document.visibilityState)return s();',
  'var p=window.PerformanceObserver,k=p&&p.supportedEntryTypes||[];',
  'if(k.indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(s)});',
  'new p(function(e,o){o.disconnect(),setTimeout(s)}).observe({type:"largest-contentful-paint",buffered:!0}),',
  'setTimeout(s,1e3),document.addEventListener("visibilitychange",s)',
  '}(__URLS__)',
].join('');

/** The starter for these script URLs, in the order they must run. */
export function starterScript(urls: readonly string[]): string {
  // `<` escaped: a URL cannot end the script element early.
  return starterTemplate.replace('__URLS__', JSON.stringify(urls).replace(/</g, '\\u003c'));
}
