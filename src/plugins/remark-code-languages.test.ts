import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {SAMPLE_TARGETS} from './api-reference/snippets';
import remarkCodeLanguages, {highlightedLanguages} from './remark-code-languages';

const run = (lang: string | null, line = 7) =>
  remarkCodeLanguages()(
    {
      type: 'root',
      children: [{type: 'code', lang, value: '', position: {start: {line, column: 1}, end: {line, column: 1}}}],
    },
    {path: 'developer/webhook/trigger-ip.mdx'},
  );

describe('remarkCodeLanguages', () => {
  it('passes blocks in a highlighted language, its aliases, plain text, or no language', () => {
    for (const lang of ['bash', 'sh', 'shell', 'js', 'JSON', 'html', 'php', 'python', 'py', 'nginx', 'text', null]) {
      expect(() => run(lang)).not.toThrow();
    }
  });

  it('fails on any other language, naming the file, the line and the fix', () => {
    expect(() => run('yml', 26)).toThrow(
      /^developer\/webhook\/trigger-ip\.mdx:26: the code block's language "yml" is not one the site highlights\. Use one of .*bash.*; or import its prismjs component in src\/prism\/languages\.ts; or write ```text/,
    );
  });

  it('fails on a ```js static block the API reference did not show (the page renders no reference or recipe)', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'code',
          lang: 'js',
          meta: 'title="chat-server.mjs" static',
          value: '',
          position: {start: {line: 97, column: 1}, end: {line: 97, column: 1}},
        },
      ],
    };
    expect(() => remarkCodeLanguages()(tree, {path: 'user/a.mdx'})).toThrow(
      /^user\/a\.mdx:97: a static block is highlighted at build time by the API reference, which this page does not render .*Remove "static" to show an ordinary code block\.$/,
    );
  });

  it('looks inside lists, tabs and other containers', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Tabs',
          attributes: [],
          children: [
            {type: 'list', children: [{type: 'listItem', children: [{type: 'code', lang: 'ruby', value: ''}]}]},
          ],
        },
      ],
    };
    expect(() => remarkCodeLanguages()(tree, {history: ['user/a.mdx']})).toThrow(/^user\/a\.mdx:\?: .*"ruby"/);
  });
});

describe('highlightedLanguages', () => {
  it('covers every language the API reference writes its request samples and responses in', () => {
    for (const language of [...SAMPLE_TARGETS.map((target) => target.language), 'json']) {
      expect(highlightedLanguages.has(language), language).toBe(true);
    }
  });
});
