/**
 * Step 4: `llms.txt` and `llms-full.txt` (https://llmstxt.org) for the site and
 * for each guide area (`/guides/llms.txt`, `/guides/user/llms.txt`, …), from the
 * page list and the Markdown twins step 2 wrote. Unlisted pages have a twin
 * but stay out of the lists, as they stay out of the sitemap. Each index names
 * the guides' MCP server (the `mcp/` package) and where its setup is explained.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {claudeCodeCommand, mcpServerConfig, mcpSetupPath} from '../../utils/mcp-server';
import {absoluteUrl, twinPermalink} from '../../utils/page-twins';
import {llmsFullTxt, llmsTxt, type ListedPage, type LlmsSection} from '../llms/llms-txt';
import {siteSummary} from './social-cards';
import {twinFile} from './twins';
import type {PipelineInput} from './types';

async function write(file: string, data: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, data);
}

export async function writeLlmsFiles({
  outDir,
  siteUrl,
  baseUrl,
  siteTitle,
  tagline,
  areas,
}: Omit<PipelineInput, 'cacheDir' | 'productName'>): Promise<string> {
  const server = mcpServerConfig(siteUrl, baseUrl);
  const mcp =
    `To search and read these guides from Cursor, Claude Code or VS Code, add their MCP server ` +
    `(\`${server.command} ${server.args.join(' ')}\`; in Claude Code: \`${claudeCodeCommand(server)}\`). ` +
    `Setup for each tool: ${absoluteUrl(siteUrl, `${baseUrl}${mcpSetupPath}`)}.`;
  const sections: LlmsSection[] = [];
  const allTwins: Array<{url: string; markdown: string}> = [];
  const files: string[] = [];
  const put = async (relative: string, data: string) => {
    files.push(relative);
    await write(path.join(outDir, relative), data);
  };

  for (const area of areas) {
    const listed: ListedPage[] = [];
    const twins: Array<{url: string; markdown: string}> = [];
    for (const page of area.pages.filter((candidate) => candidate.listed)) {
      const url = absoluteUrl(siteUrl, page.permalink);
      listed.push({
        title: page.title,
        description: page.description,
        url,
        twinUrl: absoluteUrl(siteUrl, twinPermalink(page.permalink)),
      });
      twins.push({url, markdown: await readFile(twinFile(outDir, page.permalink, baseUrl), 'utf8')});
    }
    sections.push({title: area.label, pages: listed});
    allTwins.push(...twins);

    const landing = area.pages.find((page) => page.permalink === `${baseUrl.replace(/\/$/, '')}${area.landing}`);
    const areaIndex = {
      title: `${siteTitle}: ${area.label}`,
      summary: landing?.description || `${area.label} of ${siteTitle}.`,
      details:
        `Part of ${siteTitle}; the whole site: ${absoluteUrl(siteUrl, `${baseUrl}llms.txt`)}. ` +
        `Every page of this area in one file: ${absoluteUrl(siteUrl, `${baseUrl}${area.path}/llms-full.txt`)}.\n\n` +
        mcp,
      sections: [{title: area.label, pages: listed}],
    };
    await put(path.join(area.path, 'llms.txt'), llmsTxt(areaIndex));
    await put(path.join(area.path, 'llms-full.txt'), llmsFullTxt(areaIndex, twins));
  }

  const siteIndex = {
    title: siteTitle,
    summary: siteSummary(siteTitle, tagline, areas),
    details:
      'Each link below is the Markdown version of a page: any page URL plus `.md`. ' +
      `Every page in one file: ${absoluteUrl(siteUrl, `${baseUrl}llms-full.txt`)}. ` +
      `Each area on its own: ${areas.map((area) => absoluteUrl(siteUrl, `${baseUrl}${area.path}/llms.txt`)).join(', ')}.\n\n` +
      mcp,
    sections,
  };
  await put('llms.txt', llmsTxt(siteIndex));
  await put('llms-full.txt', llmsFullTxt(siteIndex, allTwins));
  return `${files.length} files, ${allTwins.length} pages listed`;
}
