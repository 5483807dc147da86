import {guideAreas} from './areas';

/**
 * The site's search: its navbar box (src/theme/SearchBar), its page
 * (src/pages/search.tsx), its engine and sharded index (src/search/), written
 * after the build by the post-build pipeline (src/plugins/post-build/search-index.ts).
 *
 * Inside an area the box searches that area; elsewhere (home, 404, search) it
 * searches all three. Paths are relative to baseUrl.
 */
export const searchOptions = {
  /** The search areas, in the order the search page's select lists them. */
  areas: guideAreas.map((area) => ({label: area.label, path: area.path})),
  /** Suggestions in the navbar box. */
  suggestions: 8,
  /** Results on the search page. */
  pageResults: 100,
  /** Recent searches the box offers when empty (kept in the reader's browser only). */
  recentSearches: 5,
  // The generated request samples (the same request in four languages) would triple
  // the developer index; parameter tables and examples stay searchable.
  ignoreSelectors: ['.api-samples'],
} as const;
