/**
 * Which built pages the search index covers: those of the search areas
 * (config/search.ts) that the build has pages for. Shared by the twins step,
 * whose workers parse these pages (src/search/parse-page.ts), and the
 * search-index step, which indexes them.
 */
import {searchOptions} from '../../../config/search';
import type {PipelineInput} from './types';

/** The search areas (config/search.ts) that the build has pages for. */
export const searchAreas = (areas: PipelineInput['areas']): string[] =>
  searchOptions.areas.map((area) => area.path).filter((search) => areas.some((area) => area.path === search));

/** The search area of a page (its path below the base URL), if it has one. */
export function searchAreaOf(pagePath: string, areas: PipelineInput['areas']): string | undefined {
  return searchAreas(areas).find((candidate) => pagePath === candidate || pagePath.startsWith(`${candidate}/`));
}
