/**
 * Help Docs for AI assistants and link previews, built on Docusaurus's own
 * data (the community llms.txt plugins break under a non-root baseUrl with
 * `trailingSlash: false`):
 *
 * - `allContentLoaded`: reads every docs instance's pages (sidebar order) and
 *   fails the build on a page without a `description`, naming the file.
 * - `postBuild`: for every doc page and generated index page, converts the
 *   built HTML into its Markdown twin at `<page URL>.md`, renders its social
 *   card at `img/social/<path>.png`, and writes `llms.txt` and
 *   `llms-full.txt` for the site and for each guide area
 *   (`/guides/llms.txt`, `/guides/user/llms.txt`, …).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guideAreas} from '../../../config/areas';
import {product} from '../../../config/product';
import {absoluteUrl, pathBelowBase, socialImagePermalink, twinPermalink} from '../../utils/page-twins';
import {htmlToMarkdown} from './html-to-markdown';
import {llmsFullTxt, llmsTxt, type ListedPage, type LlmsSection} from './llms-txt';
import {missingDescriptions, pagesOfPlugin, type DocPage} from './pages';
import {renderSocialCard} from './social-image';

type Area = {id: string; label: string; path: string; landing: string; pages: DocPage[]};

/** The built HTML file of a route (`trailingSlash: false` writes `user/intro.html`). */
async function readBuiltPage(outDir: string, relative: string): Promise<string> {
  for (const candidate of [`${relative}.html`, path.join(relative, 'index.html')]) {
    try {
      return await readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // try the next form
    }
  }
  throw new Error(
    `llms: no built HTML for ${relative} in ${outDir} (looked for ${relative}.html and ${relative}/index.html).`,
  );
}

async function write(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, data);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  const {url: siteUrl, baseUrl} = siteConfig;
  let areas: Area[] = [];

  return {
    name: 'help-docs-llms',

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
    },

    async postBuild({outDir}) {
      const host = new URL(siteUrl).host;
      const siteName = `${product.productName} ${siteConfig.title}`;
      const siteSummary = `${siteConfig.tagline}. ${siteConfig.title} has ${areas.length} guide areas: ${areas
        .map((area) => area.label)
        .join(', ')}.`;
      const siteCard = renderSocialCard({
        title: siteConfig.title,
        area: product.productName,
        description: siteSummary,
        siteName,
        host,
      });
      await write(path.join(outDir, socialImagePermalink(baseUrl, baseUrl).slice(baseUrl.length)), siteCard);
      const sections: LlmsSection[] = [];
      const allTwins: Array<{url: string; markdown: string}> = [];

      for (const area of areas) {
        const listed: ListedPage[] = [];
        const twins: Array<{url: string; markdown: string}> = [];
        for (const page of area.pages) {
          const relative = pathBelowBase(page.permalink, baseUrl);
          const url = absoluteUrl(siteUrl, page.permalink);
          const twinUrl = absoluteUrl(siteUrl, twinPermalink(page.permalink));
          const html = await readBuiltPage(outDir, relative);
          const markdown = htmlToMarkdown(html, {pageUrl: url});
          await write(path.join(outDir, `${relative}.md`), markdown);
          // Generated index pages keep the site's card (themeConfig.image): only
          // doc pages name their own (src/theme/DocItem/Metadata).
          if (page.kind === 'doc') {
            const card = renderSocialCard({
              title: page.title,
              area: area.label,
              description: page.description,
              siteName,
              host,
            });
            await write(path.join(outDir, socialImagePermalink(page.permalink, baseUrl).slice(baseUrl.length)), card);
          }
          if (!page.listed) continue;
          listed.push({title: page.title, description: page.description, url, twinUrl});
          twins.push({url, markdown});
        }
        sections.push({title: area.label, pages: listed});
        allTwins.push(...twins);

        const landing = area.pages.find((page) => page.permalink === `${baseUrl.replace(/\/$/, '')}${area.landing}`);
        const areaIndex = {
          title: `${siteConfig.title}: ${area.label}`,
          summary: landing?.description || `${area.label} of ${siteConfig.title}.`,
          details:
            `Part of ${siteConfig.title}; the whole site: ${absoluteUrl(siteUrl, `${baseUrl}llms.txt`)}. ` +
            `Every page of this area in one file: ${absoluteUrl(siteUrl, `${baseUrl}${area.path}/llms-full.txt`)}.`,
          sections: [{title: area.label, pages: listed}],
        };
        await write(path.join(outDir, area.path, 'llms.txt'), llmsTxt(areaIndex));
        await write(path.join(outDir, area.path, 'llms-full.txt'), llmsFullTxt(areaIndex, twins));
      }

      const siteIndex = {
        title: siteConfig.title,
        summary: siteSummary,
        details:
          'Each link below is the Markdown version of a page: any page URL plus `.md`. ' +
          `Every page in one file: ${absoluteUrl(siteUrl, `${baseUrl}llms-full.txt`)}. ` +
          `Each area on its own: ${areas
            .map((area) => absoluteUrl(siteUrl, `${baseUrl}${area.path}/llms.txt`))
            .join(', ')}.`,
        sections,
      };
      await write(path.join(outDir, 'llms.txt'), llmsTxt(siteIndex));
      await write(path.join(outDir, 'llms-full.txt'), llmsFullTxt(siteIndex, allTwins));
    },
  };
}
