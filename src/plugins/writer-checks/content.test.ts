import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {DocPage} from '../doc-pages';
import {
  brokenGuideLinks,
  brokenRefs,
  duplicateApiReferences,
  duplicatePermalinks,
  lineAt,
  mdx1HeadingIds,
  missingDescriptions,
  missingQuestions,
  proseOnly,
  type SourcePage,
} from './content';

const page = (source: string, permalink: string, text: string): SourcePage => ({source, permalink, text});

describe('writer checks over all sources', () => {
  it('names a heading id in the MDX 1 form with its line and the comment form to write instead', () => {
    const text = '---\ntitle: A\n---\n\n## Connect {#connect}\n\n## Ok {/*#ok*/}\n\n```md\n## In code {#x}\n```\n';
    expect(mdx1HeadingIds([page('user/a.mdx', '/guides/user/a', text)])).toEqual([
      'user/a.mdx:5: the heading id {#connect} is the MDX 1 form. Write it as an MDX comment at the end of the ' +
        'heading: {/*#connect*/} (STYLE_GUIDE.md, "Headings").',
    ]);
  });

  it('counts lines from 1 and keeps line numbers when code is blanked out', () => {
    const text = 'a\n```js\nconst x = "[y](/user/nowhere)";\n```\nb `[z](/user/gone)` c';
    expect(lineAt(text, text.indexOf('b `'))).toBe(5);
    expect(proseOnly(text).split('\n')).toHaveLength(5);
    expect(proseOnly(text)).not.toContain('/user/');
  });

  it('names both files of two pages at one URL, with the slug line', () => {
    const problems = duplicatePermalinks([
      page('user/a.mdx', '/guides/user/a', '---\ntitle: A\n---\n'),
      page('user/b.mdx', '/guides/user/a', '---\ntitle: B\nslug: /a\n---\n'),
      page('user/c.mdx', '/guides/user/c', ''),
    ]);
    expect(problems).toEqual([
      'user/a.mdx and user/b.mdx:3 (slug: /a): both pages would be served at /guides/user/a, and one would silently ' +
        'replace the other. Give one of them another `slug` in its front matter (or rename the file).',
    ]);
  });

  it('finds links to guide pages that do not exist, by URL or relative path, and leaves the rest alone', () => {
    const routes = new Set(['/guides/user/intro', '/guides/developer/api/lead', '/guides/developer']);
    const text = [
      '[ok](/user/intro) [ok](/developer/api/lead#fields) [ok](/developer) [ok](https://example.com/user/x)',
      '[gone](/user/nowhere) <a href="/developer/api/leads">x</a> [rel](../api/missing)',
      '[not a guide route](/search) [file](pathname:///files/x.csv) [token](%DASHBOARD_URL%/x) [anchor](#top)',
    ].join('\n');
    const problems = brokenGuideLinks(
      [page('developer/api/x.mdx', '/guides/developer/api/x', text)],
      routes,
      '/guides/',
      ['user', 'developer', 'integration'],
      path.resolve(__dirname, '../../..'),
    );
    expect(problems.map((problem) => problem.split(': the link to ')[0] + ' ' + problem.split(' ')[4])).toEqual([
      'developer/api/x.mdx:2 /user/nowhere',
      'developer/api/x.mdx:2 /developer/api/leads',
      'developer/api/x.mdx:2 ../api/missing',
    ]);
  });

  it('names the first page that renders an operation when a second one does', () => {
    const problems = duplicateApiReferences([
      page('developer/a.mdx', '/guides/developer/a', 'Intro.\n\n<ApiOperation operationId="listLeads" />'),
      page(
        'developer/b.mdx',
        '/guides/developer/b',
        '<ApiWebhook event="lead.created" />\n<ApiOperation operationId="listLeads" />',
      ),
    ]);
    expect(problems).toEqual([
      'developer/b.mdx:2: <ApiOperation operationId="listLeads" /> is already rendered by developer/a.mdx:3. Every ' +
        'operation and webhook is rendered by exactly one page: remove this one and link to that page instead.',
    ]);
  });

  it('names a $ref that points at nothing, with its line and the names that exist', () => {
    const text = 'a:\n  $ref: \'#/components/schemas/Lead\'\nb:\n  $ref: "#/components/schemas/Leed"\n';
    const document = {components: {schemas: {Lead: {}, Chatbot: {}}}};
    expect(brokenRefs(text, document, 'openapi/openapi.yaml', path.resolve(__dirname, '../../..'))).toEqual([
      "openapi/openapi.yaml:4: $ref '#/components/schemas/Leed' points at nothing. components.schemas has: Lead, " +
        'Chatbot. Fix the name, or add the component it names.',
    ]);
  });
});

const docPage = (
  kind: DocPage['kind'],
  source: string,
  permalink: string,
  title: string,
  description = '',
  questions: string[] = [],
) => ({pluginId: 'developer', kind, title, description, permalink, source, listed: true, questions}) satisfies DocPage;

describe('missingDescriptions', () => {
  it('names the file of a doc without a description and shows the fix', () => {
    const [message, ...rest] = missingDescriptions([
      docPage('doc', 'developer/region.mdx', '/guides/developer/api/region', 'Regions'),
    ]);
    expect(rest).toEqual([]);
    expect(message).toContain('developer/region.mdx: the front matter has no "description"');
    expect(message).toContain('title: "Regions"\ndescription: "');
  });

  it('names the sidebar file of a generated index page without a description', () => {
    const source = 'sidebars-developer.ts (category "Chat")';
    expect(
      missingDescriptions([docPage('generated-index', source, '/guides/developer/category/chat', 'Chat')]),
    ).toEqual([expect.stringContaining(`${source}: the generated index page /guides/developer/category/chat`)]);
  });

  it('accepts pages that all have descriptions', () => {
    expect(
      missingDescriptions([
        docPage('doc', 'developer/intro.mdx', '/guides/developer/intro', 'Quick start', 'First call.'),
        docPage(
          'generated-index',
          'sidebars-developer.ts (category "API")',
          '/guides/developer/category/api',
          'API',
          'The HTTP API.',
        ),
      ]),
    ).toEqual([]);
  });
});

describe('missingQuestions', () => {
  const asked = ['the bot replies in English to Spanish customers', 'make the bot reply in Spanish', 'wrong language'];

  it('names the file of a doc page with fewer than three questions and shows the YAML list to write', () => {
    const [message, ...rest] = missingQuestions([
      docPage(
        'doc',
        'user/getting-started/knowledge.mdx',
        '/guides/user/getting-started/knowledge',
        'Knowledge',
        'K.',
        ['the bot does not know our prices'],
      ),
      docPage('doc', 'user/intro.mdx', '/guides/user/intro', 'Welcome', 'W.', asked),
    ]);
    expect(rest).toEqual([]);
    expect(message).toContain(
      'user/getting-started/knowledge.mdx: the front matter lists 1 of the 3 or more "questions"',
    );
    expect(message).toContain('\nquestions:\n  - ');
  });

  it('leaves generated index pages alone: they have no front matter', () => {
    const source = 'sidebars-developer.ts (category "Chat")';
    expect(
      missingQuestions([docPage('generated-index', source, '/guides/developer/category/chat', 'Chat', 'C.')]),
    ).toEqual([]);
  });
});
