/**
 * Where the site lives: its origin (`SITE_URL`) and its base path (`BASE_URL`),
 * with their defaults, read once from the environment. The only place either
 * default is typed.
 *
 * Plain JavaScript so that Node scripts run without a build step
 * (scripts/serve.mjs, measure/page-js-bytes.mjs, measure/bench.mjs) import the
 * same values as the TypeScript config (config/env.ts re-exports them), the
 * tests and the browser tests. No Node-only imports: Vitest and Playwright load it.
 */

/** Where the production site lives when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://docs.parleychat.io';

/** Base path of the whole site when BASE_URL is not set. Every route lives under it. */
export const DEFAULT_BASE_URL = '/guides/';

/**
 * An environment variable, trimmed; undefined when unset or blank.
 * @param {string} name
 * @returns {string | undefined}
 */
export function env(name) {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A base path with exactly one leading and one trailing slash: `docs` → `/docs/`, `/` → `/`.
 * @param {string} value
 * @returns {string}
 */
export function normaliseBaseUrl(value) {
  return `/${value.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

/** The canonical origin of the site, without a trailing slash (`SITE_URL`). */
export const siteUrl = (env('SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** The base path, always with a leading and a trailing slash (`BASE_URL`). */
export const baseUrl = normaliseBaseUrl(env('BASE_URL') ?? DEFAULT_BASE_URL);
