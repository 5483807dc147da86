/**
 * Writer mistakes found from the sources of all pages at once, before any page
 * is compiled (the writer-checks plugin, ./index.ts, runs these in
 * `allContentLoaded` and `loadContent`, seconds into a build, whatever the
 * cache holds). Each message names the file, the line where there is one, and
 * the fix. Pure functions over plain data, so a test can feed them.
 *
 * - Two pages with the same URL (`slug`): Docusaurus only warns and one page
 *   silently replaces the other.
 * - A link to a guide page that does not exist: Docusaurus reports it after
 *   the whole build, naming the page's route; here it fails early, naming the
 *   MDX file and line.
 * - Two `<ApiOperation>`/`<ApiWebhook>` elements for the same operation or
 *   event (every operation is rendered by exactly one page): the remark
 *   plugin's own check keeps state per build process and misses a page the
 *   cache did not recompile.
 * - A `$ref` in openapi/openapi.yaml that points at nothing.
 * - A heading id in the MDX 1 form (`{#id}`), which MDX 3 cannot parse.
 * - A page without a meta description (`description`).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {DocPage} from '../doc-pages';

export type SourcePage = {
  /** `user/intro.mdx`, relative to the site. */
  source: string;
  /** Route with the base URL, no trailing slash: `/guides/user/intro`. */
  permalink: string;
  /** The file's text as the writer typed it. */
  text: string;
};

/** Line number (1-based) of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The text with fenced code blocks, inline code and MDX comments blanked out (same length, so lines stay). */
export function proseOnly(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
}

/**
 * A heading id in the MDX 1 form, `## Title {#id}`. MDX 3 reads `{#id}` as JavaScript, and the site builds without
 * Docusaurus's compatibility switch for it (`markdown.mdx1Compat.headingIds`, gone in Docusaurus 4), so the page
 * would fail to compile with a parser message that names neither the heading nor the fix.
 */
export function mdx1HeadingIds(pages: SourcePage[]): string[] {
  return pages.flatMap((page) =>
    [...proseOnly(page.text).matchAll(/^#{1,6}[ \t].*?\{#([\w-]+)\}[ \t]*$/gm)].map(
      (match) =>
        `${page.source}:${lineAt(page.text, match.index)}: the heading id {#${match[1]}} is the MDX 1 form. ` +
        `Write it as an MDX comment at the end of the heading: {/*#${match[1]}*/} (STYLE_GUIDE.md, "Headings").`,
    ),
  );
}

export function duplicatePermalinks(pages: SourcePage[]): string[] {
  const byPermalink = new Map<string, SourcePage[]>();
  for (const page of pages) byPermalink.set(page.permalink, [...(byPermalink.get(page.permalink) ?? []), page]);
  return [...byPermalink.entries()]
    .filter(([, same]) => same.length > 1)
    .map(([permalink, same]) => {
      const where = same.map((page) => {
        const slug = /^slug:.*$/m.exec(page.text);
        return slug ? `${page.source}:${lineAt(page.text, slug.index)} (${slug[0].trim()})` : page.source;
      });
      return (
        `${where.join(' and ')}: both pages would be served at ${permalink}, and one would silently replace ` +
        'the other. Give one of them another `slug` in its front matter (or rename the file).'
      );
    });
}

/**
 * Links in a page's prose to a route inside a guide area that no page has.
 * `routes`: every doc and generated-index permalink (with the base URL);
 * `areaPaths`: the areas' folders (`user`, …), which bound what is checked.
 */
export function brokenGuideLinks(
  pages: SourcePage[],
  routes: ReadonlySet<string>,
  baseUrl: string,
  areaPaths: string[],
  siteDir: string,
): string[] {
  const problems: string[] = [];
  const base = baseUrl.replace(/\/$/, '');
  const linkPattern = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:href|to)=["']([^"']+)["']/g;
  for (const page of pages) {
    const prose = proseOnly(page.text);
    for (const match of prose.matchAll(linkPattern)) {
      const target = match[1] ?? match[2]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('%')) continue;
      const where = `${page.source}:${lineAt(page.text, match.index)}`;
      const [targetPath] = target.split('#') as [string];
      if (/\.mdx?$/.test(targetPath)) {
        // A file link resolves within the page's own docs instance only.
        if (!existsSync(path.resolve(siteDir, path.dirname(page.source), targetPath))) {
          problems.push(
            `${where}: the link to ${target} names a file that does not exist. Check the file name; ` +
              'link to another guide area by URL (/developer/…), not by file.',
          );
        }
        continue;
      }
      const url = new URL(targetPath, `http://site${page.permalink}`);
      let route = url.pathname.replace(/\/+$/, '') || '/';
      if (!route.startsWith(`${base}/`)) route = `${base}${route}`;
      const below = route.slice(base.length + 1);
      if (!areaPaths.some((area) => below === area || below.startsWith(`${area}/`))) continue;
      if (!routes.has(route)) {
        problems.push(
          `${where}: the link to ${target} leads to no page (${route}). Link to an existing page: its URL ` +
            'without the base (/developer/api/lead), or its file within the same area (./lead.mdx).',
        );
      }
    }
  }
  return problems;
}

const API_ELEMENT = /<(ApiOperation|ApiWebhook)\b[^>]*?\b(operationId|event)=["']([^"']+)["']/g;

export function duplicateApiReferences(pages: SourcePage[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const page of pages) {
    for (const match of proseOnly(page.text).matchAll(API_ELEMENT)) {
      const [, element, attribute, id] = match as unknown as [string, string, string, string];
      const key = `${element} ${id}`;
      const where = `${page.source}:${lineAt(page.text, match.index)}`;
      const first = seen.get(key);
      if (first) {
        problems.push(
          `${where}: <${element} ${attribute}="${id}" /> is already rendered by ${first}. Every operation and ` +
            'webhook is rendered by exactly one page: remove this one and link to that page instead.',
        );
      } else seen.set(key, where);
    }
  }
  return problems;
}

/** The value at a local JSON pointer (`#/components/schemas/Lead`), or undefined. */
function resolvePointer(document: unknown, pointer: string): unknown {
  let value: unknown = document;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!value || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Every `$ref` of a YAML document that points at nothing, with its line and the names that do exist. `file`: the
 * document's path relative to `siteDir`, as messages name it.
 */
export function brokenRefs(text: string, document: unknown, file: string, siteDir: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\$ref:\s*['"]?([^'"\s#]*)(#[^'"\s]*)?['"]?/g)) {
    const [, external = '', pointer = ''] = match;
    const where = `${file}:${lineAt(text, match.index)}`;
    if (external) {
      if (!existsSync(path.resolve(siteDir, path.dirname(file), external))) {
        problems.push(`${where}: $ref '${external}${pointer}' names a file that does not exist.`);
      }
      continue;
    }
    if (resolvePointer(document, pointer) !== undefined) continue;
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    const siblings = resolvePointer(document, parent);
    const known = siblings && typeof siblings === 'object' ? Object.keys(siblings) : [];
    problems.push(
      `${where}: $ref '${pointer}' points at nothing.` +
        (known.length > 0 ? ` ${parent.replace(/^#\//, '').replace(/\//g, '.')} has: ${known.join(', ')}.` : '') +
        ' Fix the name, or add the component it names.',
    );
  }
  return problems;
}

/** The fewest questions a doc page's front matter lists (`questions`). */
export const QUESTIONS_MIN = 3;

/**
 * One message per doc page whose front matter lists fewer than QUESTIONS_MIN `questions`: the questions the page
 * answers, in its readers' words. Search indexes them, so a reader who asks in everyday words ("the bot still
 * gives our old opening hours") finds the page that never uses those words.
 */
export function missingQuestions(pages: DocPage[]): string[] {
  return pages
    .filter((page) => page.kind === 'doc' && page.questions.length < QUESTIONS_MIN)
    .map(
      (page) =>
        `${page.source}: the front matter lists ${page.questions.length} of the ${QUESTIONS_MIN} or more "questions" ` +
        `a page needs. List the questions the page answers as its readers would type them in the search box, in ` +
        `their own everyday words rather than the page's headings (3 to 5 for an API or event page, 5 to 8 for a ` +
        `guide), as a YAML list of strings, for example:\n` +
        `questions:\n  - the bot still gives our old opening hours\n  - can I stop the chat at night`,
    );
}

/**
 * One message per page without a meta description, naming the file and the
 * fix. Docusaurus would otherwise take the first paragraph, which rarely
 * makes a good search snippet, so a missing `description` is a writer's
 * mistake that fails the build.
 */
export function missingDescriptions(pages: DocPage[]): string[] {
  return pages
    .filter((page) => page.description === '')
    .map((page) =>
      page.kind === 'doc'
        ? `${page.source}: the front matter has no "description". Add one sentence that says what the reader ` +
          `finds on the page (search engines, link previews and llms.txt show it), for example:\n` +
          `---\ntitle: "${page.title}"\ndescription: "How to … with %PRODUCT_NAME%."\n---`
        : `${page.source}: the generated index page ${page.permalink} has no description. ` +
          `Add \`description: '…'\` to the category's \`link\` in that sidebar file.`,
    );
}
