import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local/dist/types';
import {guideAreas} from './areas';

/**
 * Local search over the three guide areas. Paths are relative to baseUrl.
 * Inside an area the bar searches that area; elsewhere (home, 404, search) it
 * searches all three.
 */
export const searchTheme: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en'],
    indexDocs: true,
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
  } satisfies Partial<PluginOptions>,
];
