/**
 * The post-build pipeline: the one plugin that adds files to `build/` after
 * the bundle and the static pages, in the fixed order of ./steps.ts (OpenAPI
 * files, Markdown twins, social cards, llms files, static-host files, CSP
 * last). Docusaurus starts every plugin's `postBuild` at the same time, so
 * the steps live in one `postBuild` and run one after another.
 *
 * - `allContentLoaded`: reads every docs instance's pages (sidebar order), the
 *   steps' input. The writer checks over the same pages have their own plugin
 *   (src/plugins/writer-checks).
 * - `postBuild`: runs the steps; each logs its time (`[post-build] …`).
 */
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideAreas} from '../../../config/areas';
import {product} from '../../../config/product';
import {pagesOfPlugin} from '../doc-pages';
import {runSteps} from './pipeline';
import {postBuildSteps} from './steps';
import type {AreaPages} from './types';

export default function postBuildPipeline(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  let areas: AreaPages[] = [];

  return {
    name: 'post-build-pipeline',

    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      areas = Object.entries(docsInstances).map(([pluginId, content]) => {
        const area = guideAreas.find((candidate) => candidate.id === pluginId);
        return {
          id: pluginId,
          label: area?.label ?? pluginId,
          path: area?.path ?? pluginId,
          landing: area?.landing ?? '',
          pages: pagesOfPlugin(pluginId, content),
        };
      });
    },

    async postBuild({outDir}) {
      await runSteps(
        postBuildSteps,
        {
          outDir,
          siteUrl: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          siteTitle: siteConfig.title,
          tagline: siteConfig.tagline,
          productName: product.productName,
          // Beside the bundler's cache: `npm run clear` (docusaurus clear) empties both.
          cacheDir: path.join(siteDir, 'node_modules', '.cache', 'help-docs', 'social-cards'),
          areas,
          searchDocuments: new Map(),
        },
        (line) => console.log(line),
      );
    },
  };
}
