/**
 * `@docusaurus/plugin-content-docs`'s `client/docsClientUtils` for the client bundle
 * (src/plugins/client-runtime.ts): the package's module, with `getActivePlugin` ordering the docs instances
 * without `localeCompare`. It runs on every page (the navbar's search bar and doc links ask which docs area
 * is active), and the browser's first `localeCompare` loads its collation data on the main thread, a long
 * task on a phone (PERFORMANCE.md). The order only makes `/android/foo` match before `/`: descending
 * code-unit order does the same for URL paths.
 */
import {matchPath} from '@docusaurus/router';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

export * from '@help-docs/original/docsClientUtils';

type ActivePlugin = {pluginId: string; pluginData: GlobalPluginData};

const byPathDescending = (a: [string, GlobalPluginData], b: [string, GlobalPluginData]) =>
  a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0;

/** Upstream's getActivePlugin (plugin-content-docs 3.10.2), paths compared by code unit. */
export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: {failfast?: boolean} = {},
): ActivePlugin | undefined {
  const activeEntry = Object.entries(allPluginData)
    .sort(byPathDescending)
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
}
