/**
 * The llms.txt files (https://llmstxt.org): an H1 with the site's name, a
 * block quote that sums it up, then one H2 section per guide area listing its
 * pages as `- [Title](twin URL): description`. `llms-full.txt` is every twin
 * in one file, each page opening with its own H1 and the URL it comes from.
 */

export type ListedPage = {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  twinUrl: string;
};

export type LlmsSection = {title: string; pages: ListedPage[]};

export type LlmsIndex = {
  title: string;
  summary: string;
  /** Free Markdown between the summary and the sections. */
  details?: string;
  sections: LlmsSection[];
};

/** Keeps a description on one line (llms.txt entries are one line each). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Brackets in a link label would end it early. */
function label(value: string): string {
  return oneLine(value).replace(/([[\]])/g, '\\$1');
}

export function llmsTxt({title, summary, details, sections}: LlmsIndex): string {
  const lines = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, ''];
  if (details) lines.push(details.trim(), '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${label(page.title)}](${page.twinUrl})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Adds `Source: <url>` under the twin's first H1 (or above the twin when it has none). */
export function withSource(markdown: string, url: string): string {
  const source = `Source: ${url}`;
  const match = /^# .*\n/.exec(markdown);
  if (!match) return `${source}\n\n${markdown}`;
  return `${match[0]}\n${source}\n${markdown.slice(match[0].length)}`;
}

export function llmsFullTxt(
  {title, summary}: Pick<LlmsIndex, 'title' | 'summary'>,
  twins: Array<{url: string; markdown: string}>,
): string {
  const head = `# ${oneLine(title)}\n\n> ${oneLine(summary)}`;
  const pages = twins.map(({url, markdown}) => withSource(markdown.trim(), url).trim());
  return [head, ...pages].join('\n\n---\n\n') + '\n';
}
