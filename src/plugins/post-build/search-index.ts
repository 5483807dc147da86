/**
 * Post-build step: the site's sharded search index (issue 14; engine in
 * src/search). Reads every doc page's built HTML with the search plugin's own
 * parser (so `ignoreCssSelectors` and its section rules apply) and writes, per
 * area, `search-index/<area>.json` (the head) and the shards of src/search/format.ts:
 * a reader downloads the head and only the shards of the query's terms.
 * The search plugin's own indexing is off (`indexDocs: false`, config/search.ts).
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {searchPluginOptions} from '../../../config/search';
import {buildIndexes, type ParsedPage} from '../../search/build-index';
import {pathBelowBase} from '../../utils/page-twins';
import {builtHtmlFile} from './twins';
import type {PipelineInput} from './types';

const require = createRequire(import.meta.url);

/** What the search plugin's page parser returns for a page. */
export interface ParsedDocument {
  pageTitle: string;
  description: string;
  keywords: string;
  breadcrumb: string[];
  sections: {title: string; hash: string; content: string}[];
}
// The plugin's page parser (0.55.3, pinned; listed in src/framework-internals.ts). The twins step's workers
// (./twin-worker.mjs) run the same parser on the pages they convert.
const {parse} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse') as {
  parse: (html: string, type: string, url: string, config: unknown) => ParsedDocument | null;
};

/** The parser's view of our options, with indexing on (the plugin's own is off). */
export const parserConfig = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: searchPluginOptions.docsRouteBasePath,
  blogRouteBasePath: [],
  ignoreFiles: [],
  ignoreCssSelectors: searchPluginOptions.ignoreCssSelectors,
  forceIgnoreNoIndex: false,
};

const contextPaths = searchPluginOptions.searchContextByPaths.map((context) => context.path);

/** The search contexts (config/search.ts) that the build has pages for. */
const searchAreas = (areas: PipelineInput['areas']) =>
  contextPaths.filter((context) => areas.some((area) => area.path === context));

/** The search area of a page (its path below the base URL), if it has one. */
export function searchAreaOf(pagePath: string, areas: PipelineInput['areas']): string | undefined {
  return searchAreas(areas).find((candidate) => pagePath === candidate || pagePath.startsWith(`${candidate}/`));
}

export async function writeSearchIndex({
  outDir,
  baseUrl,
  areas,
  searchDocuments,
}: Pick<PipelineInput, 'outDir' | 'baseUrl' | 'areas' | 'searchDocuments'>): Promise<string> {
  // One index per search context that the build has pages for (config/search.ts).
  const pages = new Map<string, ParsedPage[]>(searchAreas(areas).map((area) => [area, []]));
  let parsedHere = 0;
  for (const page of areas.flatMap((area) => area.pages)) {
    const pagePath = pathBelowBase(page.permalink, baseUrl);
    const area = searchAreaOf(pagePath, areas);
    if (!area) continue;
    // Parsed by the twins step's workers; a page they did not parse is read and parsed here.
    let parsed = searchDocuments?.get(pagePath);
    if (parsed === undefined) {
      parsed = parse(
        await readFile(await builtHtmlFile(outDir, pagePath), 'utf8'),
        'docs',
        page.permalink,
        parserConfig,
      );
      parsedHere += 1;
    }
    if (!parsed) continue;
    pages.get(area)!.push({
      path: pagePath,
      title: parsed.pageTitle,
      description: parsed.description,
      keywords: parsed.keywords,
      breadcrumb: parsed.breadcrumb,
      sections: parsed.sections,
    });
  }
  for (const [area, areaPages] of pages) {
    if (areaPages.length === 0) throw new Error(`search-index: no pages found in the area "${area}"`);
  }
  const dir = path.join(outDir, 'search-index');
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  let files = 0;
  for (const [area, {head, shards}] of buildIndexes([...pages])) {
    await writeFile(path.join(dir, `${area}.json`), JSON.stringify(head));
    await Promise.all([...shards].map(([name, shard]) => writeFile(path.join(dir, name), JSON.stringify(shard))));
    files += 1 + shards.size;
  }
  const pageCount = [...pages.values()].reduce((sum, list) => sum + list.length, 0);
  return `${pageCount} pages (${pageCount - parsedHere} parsed by the twins step), ${files} files`;
}
