/**
 * The site's search engine behind @easyops-cn/docusaurus-search-local's bar and
 * page (issue 14). The plugin keeps its UI, its per-area contexts and its HTML
 * parser; this plugin replaces what it cannot do at scale:
 *
 * - postBuild: reads the built doc pages with the plugin's own parser (so
 *   `ignoreCssSelectors` and its section rules apply), and writes a sharded
 *   index per area (src/search/format.ts) to `<outDir>/search-index/`: a reader
 *   downloads the area's head and only the shards of the query's terms, not the
 *   whole area. The plugin's own indexing is off (`indexDocs: false`).
 * - configureWebpack: the plugin's bar and page import `../searchByWorker`;
 *   that one module is swapped for src/search/searchByWorker.ts, which answers
 *   with the same function signatures and result shape from src/search/worker.ts.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchPluginOptions} from '../../config/search';
import {buildIndexes, type ParsedPage} from '../search/build-index';

const require = createRequire(import.meta.url);
const pluginDist = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';

interface DocInfo {
  filePath: string;
  url: string;
  type: 'docs' | 'blog' | 'page';
}
interface ParsedDocument {
  pageTitle: string;
  description: string;
  keywords: string;
  breadcrumb: string[];
  sections: {title: string; hash: string; content: string}[];
}
// The plugin's internals (0.55.3, pinned): which built files are docs, and how a page parses.
const {processDocInfos} = require(`${pluginDist}/processDocInfos`) as {
  processDocInfos: (buildData: unknown, config: unknown) => {outDir: string; paths: DocInfo[]}[];
};
const {parse} = require(`${pluginDist}/parse`) as {
  parse: (html: string, type: string, url: string, config: unknown) => ParsedDocument | null;
};

/** The parser's view of our options, with indexing on (the plugin's own is off). */
const parserConfig = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: searchPluginOptions.docsRouteBasePath,
  blogRouteBasePath: [],
  ignoreFiles: [],
  ignoreCssSelectors: searchPluginOptions.ignoreCssSelectors,
  forceIgnoreNoIndex: false,
};

const areaPaths = searchPluginOptions.searchContextByPaths.map((context) => context.path);

export default function searchIndex(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'src/search/searchByWorker.ts');
  return {
    name: 'search-index',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(/^\.\.\/searchByWorker$/, replacement)],
      };
    },
    async postBuild(props) {
      const {baseUrl} = props;
      const pages = new Map<string, ParsedPage[]>(areaPaths.map((area) => [area, []]));
      for (const {paths} of processDocInfos(props, parserConfig)) {
        for (const {filePath, url, type} of paths) {
          const parsed = parse(await readFile(filePath, 'utf8'), type, url, parserConfig);
          if (!parsed) continue;
          const pagePath = url.slice(baseUrl.length).replace(/\/$/, '');
          const area = areaPaths.find((area) => pagePath === area || pagePath.startsWith(`${area}/`));
          if (!area) continue;
          pages.get(area)!.push({
            path: pagePath,
            title: parsed.pageTitle,
            description: parsed.description,
            keywords: parsed.keywords,
            breadcrumb: parsed.breadcrumb,
            sections: parsed.sections,
          });
        }
      }
      const dir = path.join(props.outDir, 'search-index');
      await rm(dir, {recursive: true, force: true});
      await mkdir(dir, {recursive: true});
      for (const [area, areaPages] of pages) {
        if (areaPages.length === 0) throw new Error(`search-index: no pages found in the area "${area}"`);
      }
      for (const [area, {head, shards}] of buildIndexes([...pages])) {
        await writeFile(path.join(dir, `${area}.json`), JSON.stringify(head));
        await Promise.all([...shards].map(([name, shard]) => writeFile(path.join(dir, name), JSON.stringify(shard))));
      }
    },
  };
}
