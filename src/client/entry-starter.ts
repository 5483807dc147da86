/**
 * The inline script that src/plugins/post-build/entry-scripts.ts puts last in
 * every page's <body>: it adds the entry scripts (preloaded in <head>, so they
 * download meanwhile) once the page, parsed to the end, has been painted.
 *
 * - It runs when the parser reaches it: the whole page is in the DOM. The next
 *   frame paints it; the time that frame starts is noted (`requestAnimationFrame`).
 * - A `largest-contentful-paint` entry painted in or after that frame starts the
 *   scripts: the browser reports the entry once the frame is on screen. Entries
 *   from before (a part of the page painted while it was still parsing, often
 *   only the title) do not: a larger paint usually follows.
 * - 300 ms at the latest: when nothing larger than what was painted before is
 *   painted, no new entry comes.
 * - A hidden tab paints nothing: at once, and when the tab is shown or hidden.
 * - A browser without the entry type: after the next frame.
 * - `async = false` keeps the order of scripts added by script (the runtime first).
 *
 * Why not a deferred script: see entry-scripts.ts. Written small, as a minifier
 * would, because every page carries it; `__URLS__` is the JSON array of the
 * script URLs.
 */
export const starterTemplate = [
  '!function(u){',
  'var d=!1,f=0;',
  'function s(){d||(d=!0,u.forEach(function(e){var t=document.createElement("script");t.src=e,t.async=!1,document.head.appendChild(t)}))}',
  'if("hidden"===document.visibilityState)return s();',
  'var p=window.PerformanceObserver,k=p&&p.supportedEntryTypes||[];',
  'if(k.indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(s)});',
  'requestAnimationFrame(function(){f=performance.now()});',
  'new p(function(e,o){f&&e.getEntries().some(function(x){return x.startTime>=f})&&(o.disconnect(),setTimeout(s))})',
  '.observe({type:"largest-contentful-paint",buffered:!0});',
  'setTimeout(s,300);',
  'document.addEventListener("visibilitychange",s)',
  '}(__URLS__)',
].join('');

/** The starter for these script URLs, in the order they must run. */
export function starterScript(urls: readonly string[]): string {
  // `<` escaped: a URL cannot end the script element early.
  return starterTemplate.replace('__URLS__', JSON.stringify(urls).replace(/</g, '\\u003c'));
}
