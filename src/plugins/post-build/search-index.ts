/**
 * Post-build step: the site's sharded search index (issue 14; engine in
 * src/search). Reads every page of a search area from its built HTML with
 * src/search/parse-page.ts and writes, per area, `search-index/<area>.json`
 * (the head) and the shards of src/search/format.ts with their passages'
 * companions, and `all.json` (the heads for a search outside the areas): a
 * reader downloads the head, only the shards of the query's terms, and the
 * companions' parts of the results shown.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {searchOptions} from '../../../config/search';
import {buildIndexes, indexedPage, indexFiles, type ParsedPage} from '../../search/build-index';
import {parsePage} from '../../search/parse-page';
import {pathBelowBase} from '../../utils/page-twins';
import {searchAreaOf, searchAreas} from './search-pages';
import {builtHtmlFile} from './twins';
import type {PipelineInput} from './types';

export async function writeSearchIndex({
  outDir,
  baseUrl,
  areas,
  searchDocuments,
}: Pick<PipelineInput, 'outDir' | 'baseUrl' | 'areas' | 'searchDocuments'>): Promise<string> {
  // One index per search area that the build has pages for (config/search.ts).
  const pages = new Map<string, ParsedPage[]>(searchAreas(areas).map((area) => [area, []]));
  let parsedHere = 0;
  for (const page of areas.flatMap((area) => area.pages)) {
    const pagePath = pathBelowBase(page.permalink, baseUrl);
    const area = searchAreaOf(pagePath, areas);
    if (!area) continue;
    // Parsed by the twins step's workers; a page they did not parse is read and parsed here.
    let parsed = searchDocuments?.get(pagePath);
    if (parsed === undefined) {
      parsed = parsePage(await readFile(await builtHtmlFile(outDir, pagePath), 'utf8'), searchOptions.ignoreSelectors);
      parsedHere += 1;
    }
    if (!parsed) continue;
    pages.get(area)!.push(indexedPage(pagePath, parsed, page.questions));
  }
  for (const [area, areaPages] of pages) {
    if (areaPages.length === 0) throw new Error(`search-index: no pages found in the area "${area}"`);
  }
  const dir = path.join(outDir, 'search-index');
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  const files = indexFiles(buildIndexes([...pages]));
  await Promise.all([...files].map(([name, file]) => writeFile(path.join(dir, name), JSON.stringify(file))));
  const pageCount = [...pages.values()].reduce((sum, list) => sum + list.length, 0);
  return `${pageCount} pages (${pageCount - parsedHere} parsed by the twins step), ${files.size} files`;
}
