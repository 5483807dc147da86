/**
 * Which logo a host gets: production hosts (the configured list) get the
 * production logo; every other host (localhost, deploy previews, staging) gets
 * the preview logo, so a writer never mistakes a preview for the live site.
 *
 * The decision runs before first paint, in an inline head script built from
 * `siteHostKind` itself (see `siteHostScript`), and sets
 * `<html data-site-host="production|preview">`; CSS shows the matching logo.
 */
export type SiteHostKind = 'production' | 'preview';

/** The attribute the head script sets on `<html>`. */
export const SITE_HOST_ATTRIBUTE = 'data-site-host';

/**
 * Production or preview, for a host name. Case-insensitive; ignores a trailing
 * dot and a port. Self-contained on purpose: its source is inlined into the head
 * script, so it must not call anything outside itself.
 */
export function siteHostKind(hostname: string, productionHosts: readonly string[]): SiteHostKind {
  const clean = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const host = clean(hostname);
  return host !== '' && productionHosts.some((production) => clean(production) === host) ? 'production' : 'preview';
}

/**
 * The inline head script: decides before first paint, sets the attribute, and
 * never throws (without it the CSS default, the production logo, stays).
 */
export function siteHostScript(productionHosts: readonly string[]): string {
  return (
    '(function(){try{document.documentElement.setAttribute(' +
    `${JSON.stringify(SITE_HOST_ATTRIBUTE)},(${siteHostKind.toString()})(location.hostname,${JSON.stringify(productionHosts)}))` +
    '}catch(e){}})();'
  );
}
