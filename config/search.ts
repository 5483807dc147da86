import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local/dist/types';
import {guideAreas} from './areas';

/**
 * Local search over the three guide areas. Paths are relative to baseUrl.
 * Inside an area the bar searches that area; elsewhere (home, 404, search) it
 * searches all three.
 *
 * The plugin provides the bar, the search page, the contexts and the HTML
 * parser; the index and the engine are the site's (src/plugins/search-index.ts,
 * src/search/): one suggestion per page, synonyms (config/search-vocabulary.ts),
 * typo tolerance, and an index sharded by term so a first query downloads only
 * what it needs. So the plugin's own indexing is off.
 */
export const searchPluginOptions = {
  hashed: true,
  language: ['en'],
  // The site's index replaces the plugin's (src/plugins/search-index.ts reads these options).
  indexDocs: false,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: guideAreas.map((area) => area.path),
  docsDir: guideAreas.map((area) => area.path),
  docsPluginIdForPreferredVersion: 'developer',
  searchContextByPaths: guideAreas.map((area) => ({label: area.label, path: area.path})),
  useAllContextsWithNoSearchContext: true,
  hideSearchBarWithNoSearchContext: false,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  highlightSearchTermsOnTargetPage: false,
  // The generated request samples (the same request in four languages) would triple
  // the developer index; parameter tables and examples stay searchable.
  ignoreCssSelectors: ['.api-samples'],
} satisfies Partial<PluginOptions>;

export const searchTheme: PluginConfig = ['@easyops-cn/docusaurus-search-local', searchPluginOptions];
