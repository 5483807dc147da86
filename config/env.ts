/**
 * Environment of a build, read once. Imported by docusaurus.config.ts (which
 * builds the logo's inline head script from `productionHosts`) and by the tests,
 * so that all agree on the site URL and on which hosts are production. The site
 * URL and the base path come from ./site-url.mjs, which Node scripts import too.
 *
 * Keep this module free of Node-only imports: Vitest and Playwright load it too.
 */

import {env, siteUrl} from './site-url.mjs';

export {baseUrl, DEFAULT_BASE_URL, DEFAULT_SITE_URL, normaliseBaseUrl, siteUrl} from './site-url.mjs';

/** Splits a comma- or space-separated host list, lower-cased, without ports or empties. */
export function parseHostList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase().replace(/:\d+$/, ''))
    .filter(Boolean);
}

/**
 * Hosts that show the production logo (`PRODUCTION_HOSTS`, comma-separated).
 * Defaults to the host of the site URL. Every other host is a preview.
 */
export const productionHosts: string[] = (() => {
  const listed = parseHostList(env('PRODUCTION_HOSTS'));
  return listed.length > 0 ? listed : [new URL(siteUrl).hostname.toLowerCase()];
})();

/** Where the site's source lives when REPOSITORY_URL is not set. */
export const DEFAULT_REPOSITORY_URL = 'https://github.com/parleylabs/help-docs';

/** `REPOSITORY_URL=none`: the guides have no public repository (no "Edit this page"; mistakes are reported by email). */
export const NO_REPOSITORY = 'none';

/**
 * The repository that holds the guides' source (`REPOSITORY_URL`, no trailing
 * slash) and the branch writers edit (`REPOSITORY_BRANCH`, default `main`):
 * every guide page's "Edit this page" link opens its MDX file there, and its
 * "Report a mistake" link opens a new issue there. Undefined when
 * `REPOSITORY_URL` is `none`.
 */
export const repositoryUrl: string | undefined = (() => {
  const value = env('REPOSITORY_URL');
  if (value?.toLowerCase() === NO_REPOSITORY) return undefined;
  return (value ?? DEFAULT_REPOSITORY_URL).replace(/\/+$/, '');
})();
export const repositoryBranch = env('REPOSITORY_BRANCH') ?? 'main';

/** `editUrl` of the docs plugins: the file's path below the site folder is appended (`user/intro.mdx`). */
export const editUrlBase: string | undefined = repositoryUrl ? `${repositoryUrl}/edit/${repositoryBranch}/` : undefined;
