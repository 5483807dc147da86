/**
 * Environment of a build, read once. Imported by docusaurus.config.ts (which
 * builds the logo's inline head script from `productionHosts`) and by the tests,
 * so that all agree on the site URL and on which hosts are production.
 *
 * Keep this module free of Node-only imports: Vitest and Playwright load it too.
 */

/** Where the production site lives when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://docs.parleychat.io';

/** Base path of the whole site. Every route lives under it. */
export const DEFAULT_BASE_URL = '/guides/';

function env(name: string): string | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** Splits a comma- or space-separated host list, lower-cased, without ports or empties. */
export function parseHostList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase().replace(/:\d+$/, ''))
    .filter(Boolean);
}

/** The canonical origin of the site, without a trailing slash (`SITE_URL`). */
export const siteUrl = (env('SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** The base path, always with a leading and a trailing slash (`BASE_URL`). */
export const baseUrl = `/${(env('BASE_URL') ?? DEFAULT_BASE_URL).replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/**
 * Hosts that show the production logo (`PRODUCTION_HOSTS`, comma-separated).
 * Defaults to the host of the site URL. Every other host is a preview.
 */
export const productionHosts: string[] = (() => {
  const listed = parseHostList(env('PRODUCTION_HOSTS'));
  return listed.length > 0 ? listed : [new URL(siteUrl).hostname.toLowerCase()];
})();

/**
 * The crash-test page (a component that throws, to prove the crash screen) is
 * built only when this flag is set. Production builds leave it out.
 */
export const isCrashTestBuild = env('DOCUSAURUS_CRASH_TEST') === 'true';
