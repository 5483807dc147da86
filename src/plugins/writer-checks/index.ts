/**
 * Docusaurus plugin: the writer checks that gate the whole site, seconds into a build and whatever the cache
 * holds, before any page is compiled. Each message names the file, the line where there is one, and the fix
 * (./content.ts). The checks of one page's MDX run as remark plugins (./remark-early.ts, ./remark-late.ts).
 *
 * - `loadContent`: finds every `$ref` in openapi/openapi.yaml that points at nothing, with its line.
 * - `allContentLoaded`: reads every docs instance's pages and fails the build on a page without a `description`,
 *   fewer than three `questions` in a doc page's front matter, two pages with one URL, a link to a guide page that does not exist, an operation or webhook rendered by two
 *   pages, a heading id in the MDX 1 form, or a broken `$ref`.
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideAreas} from '../../../config/areas';
import {withoutTrailingSlash} from '../../utils/page-twins';
import {DOCUMENT_FILE} from '../api-reference/document';
import {pagesOfPlugin} from '../doc-pages';
import {
  brokenGuideLinks,
  brokenRefs,
  duplicateApiReferences,
  duplicatePermalinks,
  mdx1HeadingIds,
  missingDescriptions,
  missingQuestions,
  type SourcePage,
} from './content';

export default function writerChecksPlugin(context: LoadContext): Plugin<string[]> {
  const {siteConfig, siteDir} = context;
  const documentPath = path.join(siteDir, DOCUMENT_FILE);
  return {
    name: 'writer-checks',

    getPathsToWatch() {
      return [documentPath];
    },

    async loadContent() {
      const {parseYaml} = await import('@redocly/openapi-core');
      const text = await readFile(documentPath, 'utf8');
      // Reported with the pages' problems (allContentLoaded), so that one build names them all.
      return brokenRefs(text, parseYaml(text), DOCUMENT_FILE, siteDir);
    },

    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const pages = Object.entries(docsInstances).flatMap(([pluginId, content]) => pagesOfPlugin(pluginId, content));
      const problems = missingDescriptions(pages);
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
      const routes = new Set(pages.map((page) => page.permalink));
      const refProblems = (allContent['writer-checks']?.default ?? []) as string[];
      const writerProblems = [
        ...missingQuestions(pages),
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
  };
}
