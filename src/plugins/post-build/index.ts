/**
 * The post-build pipeline: the one plugin that adds files to `build/` after
 * the bundle and the static pages, in the fixed order of ./steps.ts (OpenAPI
 * files, Markdown twins, social cards, llms files, static-host files, CSP
 * last). Docusaurus starts every plugin's `postBuild` at the same time, so
 * the steps live in one `postBuild` and run one after another.
 *
 * - `loadContent`: finds every `$ref` in openapi/openapi.yaml that points at
 *   nothing, with its line (src/plugins/writer-checks/content.ts).
 * - `allContentLoaded`: reads every docs instance's pages (sidebar order) and
 *   fails the build, seconds in and whatever the cache holds, on a page
 *   without a `description`, two pages with one URL, a link to a guide page
 *   that does not exist, an operation rendered by two pages, or a broken `$ref`,
 *   naming the file and line.
 * - `postBuild`: runs the steps; each logs its time (`[post-build] …`).
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideAreas} from '../../../config/areas';
import {product} from '../../../config/product';
import {DOCUMENT_PATH} from '../api-reference/document';
import {missingDescriptions, pagesOfPlugin} from '../llms/pages';
import {
  brokenGuideLinks,
  brokenRefs,
  duplicateApiReferences,
  mdx1HeadingIds,
  duplicatePermalinks,
  type SourcePage,
} from '../writer-checks/content';
import {withoutTrailingSlash} from '../../utils/page-twins';
import {runSteps} from './pipeline';
import {postBuildSteps} from './steps';
import type {AreaPages} from './types';

export default function postBuildPipeline(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  let areas: AreaPages[] = [];
  let refProblems: string[] = [];

  return {
    name: 'post-build-pipeline',

    async loadContent() {
      const {parseYaml} = await import('@redocly/openapi-core');
      const text = await readFile(DOCUMENT_PATH, 'utf8');
      const file = path.relative(siteDir, DOCUMENT_PATH);
      // Reported with the pages' problems (allContentLoaded), so that one build names them all.
      refProblems = brokenRefs(text, parseYaml(text), file);
    },

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
      const problems = missingDescriptions(areas.flatMap((area) => area.pages));
      if (problems.length > 0) {
        throw new Error(`${problems.length} page(s) without a meta description:\n\n${problems.join('\n\n')}\n`);
      }
      // Every doc file, duplicates included (the page list above keeps one page per URL).
      const sources: SourcePage[] = Object.values(docsInstances).flatMap((content) =>
        (content.loadedVersions[0]?.docs ?? []).map((doc) => {
          const source = doc.source.replace(/^@site\//, '');
          return {
            source,
            permalink: withoutTrailingSlash(doc.permalink),
            text: readFileSync(path.join(siteDir, source), 'utf8'),
          };
        }),
      );
      const routes = new Set(areas.flatMap((area) => area.pages.map((page) => page.permalink)));
      const writerProblems = [
        ...duplicatePermalinks(sources),
        ...brokenGuideLinks(
          sources,
          routes,
          siteConfig.baseUrl,
          guideAreas.map((area) => area.path),
          siteDir,
        ),
        ...duplicateApiReferences(sources),
        ...mdx1HeadingIds(sources),
        ...refProblems,
      ];
      if (writerProblems.length > 0) {
        throw new Error(
          `${writerProblems.length} problem(s) in the guides and the OpenAPI document:\n${writerProblems.join('\n')}`,
        );
      }
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
