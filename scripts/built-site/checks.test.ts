/**
 * The checks of the built HTML (./checks.ts) fail, naming the page, on a doctored page: a duplicate title, a
 * missing canonical URL, an inline onclick, a target=_blank link without rel=noopener, a twin whose headings differ, a
 * page whose policy misses an inline script or comes too late.
 * A tiny site in memory, parsed as the build's pages are (./facts.ts).
 */
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {checkMetaTags, checkPolicies, checkPolicyMarkup, checkTwinFragments, checkTwins, type Env} from './checks';
import {factsOf, longParagraphs} from './facts';
import type {BuiltSite} from './site';

const env: Env = {base: '/guides/', siteUrl: 'https://docs.example', editUrlBase: undefined, repositoryUrl: undefined};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Page = {title: string; description?: string; canonical?: boolean; body?: string; head?: string};

/** A built page's HTML, as the theme writes its head: title, description, canonical, Open Graph and Twitter. */
function html(
  path: string,
  {title, description = `About ${title}.`, canonical = true, body = '', head = ''}: Page,
): string {
  const url = `${env.siteUrl}${path}`;
  return `<!doctype html><html class="docs-doc-page docs-doc-id-x"><head>${head}<title>${title}</title>
<meta name="description" content="${description}">${canonical ? `<link rel="canonical" href="${url}">` : ''}
<meta property="og:url" content="${url}"><meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${env.siteUrl}/guides/img/social${path}.png">
<meta name="twitter:card" content="summary_large_image"></head>
<body><nav><h2>Menu</h2></nav><main><article><h1>${title}<a class="hash-link" href="#t">#</a></h1>
<h2>First step</h2>${body}</article><aside><h2>On this page</h2></aside></main></body></html>`;
}

function siteOf(pages: Record<string, Page>, files: Record<string, string> = {}): BuiltSite {
  const paths = Object.keys(pages);
  const served = new Map<string, Buffer>(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)]));
  for (const path of paths) served.set(`/guides/img/social${path}.png`, PNG);
  return {
    sitemapXml: paths.map((path) => `<url><loc>${env.siteUrl}${path}</loc></url>`).join(''),
    sitemapPaths: paths,
    pages: paths.map((path) => ({path, facts: factsOf(html(path, pages[path]!))})),
    file: (urlPath) => served.get(urlPath.replace(/[?#].*$/, '')),
  };
}

describe('the checks of the built HTML', () => {
  it('pass good pages', () => {
    const site = siteOf(
      {'/guides/user/a': {title: 'A | Help Docs'}, '/guides/user/b': {title: 'B | Help Docs'}},
      {
        '/guides/user/a.md': '# A | Help Docs\n\n## First step\n',
        '/guides/user/b.md': '# B | Help Docs\n\n## First step\n',
      },
    );
    expect(site.pages[0]!.facts.headings).toEqual(['# A | Help Docs', '## First step']);
    expect(checkMetaTags(site, undefined, env)).toEqual([]);
    expect(checkPolicyMarkup(site)).toEqual([]);
    expect(checkTwins(site, undefined, env)).toEqual([]);
  });

  it('name a page that shares its title, and one without a canonical URL', () => {
    const site = siteOf({
      '/guides/a': {title: 'Same | Help Docs'},
      '/guides/b': {title: 'Same | Help Docs', description: 'Another page.', canonical: false},
    });
    expect(checkMetaTags(site, undefined, env)).toEqual([
      '/guides/b shares its title "Same | Help Docs" with /guides/a',
      'canonical of /guides/b is "missing", not "https://docs.example/guides/b"',
    ]);
    // With PAGES, only the pages it names are checked, against every page.
    expect(checkMetaTags(site, {only: ['/guides/a']}, env)).toEqual([]);
    expect(checkMetaTags(site, {only: ['/guides/b']}, env)).toHaveLength(2);
  });

  it('name a page with an inline event handler or a new-tab link without rel=noopener', () => {
    const site = siteOf({
      '/guides/a': {
        title: 'A',
        body: '<button onclick="go()">Go</button><a href="https://x.example" target="_blank" rel="noreferrer">X</a>',
      },
      '/guides/b': {title: 'B', body: '<a href="https://y.example" target="_blank" rel="noopener noreferrer">Y</a>'},
    });
    expect(checkPolicyMarkup(site)).toEqual([
      '/guides/a: inline event handler <button onclick>',
      '/guides/a: target=_blank link without rel=noopener (https://x.example)',
    ]);
  });

  it('name a twin whose headings differ from its page', () => {
    const site = siteOf(
      {'/guides/user/a': {title: 'A', body: '<h3>Detail</h3>'}},
      {'/guides/user/a.md': '# A\n\n## First step\n\n```md\n## Not a heading\n```\n\n### Details\n'},
    );
    expect(checkTwins(site, undefined, env)).toEqual([
      `headings of /guides/user/a.md differ from /guides/user/a's from heading 3: the twin has "### Details", the page "### Detail" (3 vs 3 headings)`,
    ]);
  });

  it('name a twin link to a #fragment that its target twin has no id for, and pass {#id}, slugs and <a id>', () => {
    const site = siteOf(
      {
        '/guides/user/a': {title: 'A', body: '<h2 id="always-sent">Emails always sent</h2>'},
        '/guides/user/b': {title: 'B'},
      },
      {
        '/guides/user/a.md':
          '# A\n\n## First step\n\n## Emails always sent {#always-sent}\n\nSee [it](https://docs.example/guides/user/a#always-sent), [step](https://docs.example/guides/user/b#first-step), [two](https://docs.example/guides/user/b#first-step-1) and [gone](https://docs.example/guides/user/b#nowhere).\n',
        '/guides/user/b.md': '# B\n\n## First step\n\n<a id="kept"></a>\n\n## First step\n\n## Emails always sent\n',
      },
    );
    expect(checkTwinFragments(site, undefined, env)).toEqual([
      '/guides/user/a.md links to /guides/user/b#nowhere: /guides/user/b.md has no such id',
    ]);
    // The twins before review 39: the heading without its {#id}, so the link to it led nowhere.
    const before = siteOf(
      {'/guides/user/a': {title: 'A'}},
      {'/guides/user/a.md': '# A\n\n## Emails always sent\n\n[it](https://docs.example/guides/user/a#always-sent)\n'},
    );
    expect(checkTwinFragments(before, undefined, env)).toEqual([
      '/guides/user/a.md links to /guides/user/a#always-sent: /guides/user/a.md has no such id',
    ]);
  });

  it("name a twin's relative link, and take a code span that looks like one for code", () => {
    const site = siteOf(
      {'/guides/developer/c': {title: 'C'}},
      {
        '/guides/developer/c.md':
          '# C\n\n## First step\n\nThe pattern `[a-z]([a-z-]*[a-z])?` and [`POST /chatbots`](https://docs.example/x); [back](../y).\n',
      },
    );
    expect(checkTwins(site, undefined, env)).toEqual(['links in /guides/developer/c.md are absolute: ../y is not']);
  });

  it("name a twin that tells of the page's own tools, which a twin does not have", () => {
    const site = siteOf(
      {'/guides/developer/r': {title: 'R', body: '<h2>Step 1</h2>'}},
      {
        '/guides/developer/r.md':
          '# R\n\n## First step\n\n## Step 1\n\nThis step returns Session ID (`data.id`).\n\nRead in this page only: nothing you paste is stored or sent.\n',
      },
    );
    expect(checkTwins(site, undefined, env)).toEqual([
      '/guides/developer/r.md tells of a tool of the page: "This step returns" (mark it data-llms-exclude)',
    ]);
  });

  it('name a page without a policy, one whose policy comes after a script, allows unsafe-inline or lacks a hash', () => {
    const script = 'document.documentElement.dataset.theme="dark"';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const meta = (scriptSrc: string) =>
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src ${scriptSrc}">`;
    const jsonLd = '<script type="application/ld+json">{"@type":"TechArticle"}</script>';
    const site = siteOf({
      '/guides/good': {title: 'Good', head: `${meta(`'self' ${hash}`)}<script>${script}</script>${jsonLd}`},
      '/guides/none': {title: 'None', head: '<script src="/a.js"></script>'},
      '/guides/late': {title: 'Late', head: `<script src="/a.js"></script>${meta("'self'")}`},
      '/guides/loose': {title: 'Loose', head: meta("'self' 'unsafe-inline'")},
      '/guides/unhashed': {title: 'Unhashed', head: `${meta("'self'")}<script>${script}</script>`},
    });
    expect(checkPolicies(site)).toEqual([
      '/guides/none: no Content-Security-Policy <meta>',
      '/guides/late: the policy comes after a <script>, which it does not govern',
      "/guides/loose: script-src allows too much (script-src 'self' 'unsafe-inline')",
      `/guides/unhashed: script-src lacks the hash of the inline script ${JSON.stringify(script)}…`,
    ]);
  });
});

describe('long paragraphs of a twin', () => {
  const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
  it('names the paragraphs and table cells over the limit, with their line', () => {
    const twin = `# A\n\n${words(12)}\n\n| Case | What happens |\n| --- | --- |\n| one | ${words(11)} |\n\n- ${words(30)}\n`;
    expect(longParagraphs(twin, 10)).toEqual([
      {line: 3, words: 12},
      {line: 7, words: 11},
      {line: 9, words: 30},
    ]);
  });
  it('counts inline code as words, and never a code block', () => {
    expect(longParagraphs(`Run \`a b c\` then ${words(8)}.\n\n\`\`\`js\n${words(40)}\n\`\`\`\n`, 10)).toEqual([
      {line: 1, words: 13},
    ]);
  });
});
