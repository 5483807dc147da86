/**
 * The site's search engine behind @easyops-cn/docusaurus-search-local's bar and
 * page (issue 14). The plugin keeps its UI and its per-area contexts; its bar
 * and page import `../searchByWorker`, and this plugin swaps that one module for
 * src/search/searchByWorker.ts, which answers with the same function signatures
 * and result shape from src/search/worker.ts. The index itself is written after
 * the build by the post-build pipeline (src/plugins/post-build/search-index.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

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
  };
}
