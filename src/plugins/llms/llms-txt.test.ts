import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, withSource} from './llms-txt';

const page = {
  title: 'Leads [API]',
  description: 'Read the leads\n  a chatbot collected.',
  url: 'https://docs.example.com/guides/developer/api/lead',
  twinUrl: 'https://docs.example.com/guides/developer/api/lead.md',
};

describe('llmsTxt', () => {
  it('writes the llms.txt format: H1, summary, details, one H2 per section with one line per page', () => {
    expect(
      llmsTxt({
        title: 'Help Docs',
        summary: 'Guides for Parley.',
        details: 'Every page in one file: https://docs.example.com/guides/llms-full.txt.',
        sections: [{title: 'Developer Guides', pages: [page]}],
      }),
    ).toBe(
      [
        '# Help Docs',
        '',
        '> Guides for Parley.',
        '',
        'Every page in one file: https://docs.example.com/guides/llms-full.txt.',
        '',
        '## Developer Guides',
        '',
        '- [Leads \\[API\\]](https://docs.example.com/guides/developer/api/lead.md): Read the leads a chatbot collected.',
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFullTxt', () => {
  it('puts every twin in one file, each with its source URL under its title', () => {
    const full = llmsFullTxt({title: 'Help Docs', summary: 'Guides.'}, [
      {url: page.url, markdown: '# Leads\n\nRead the leads.\n'},
      {url: 'https://docs.example.com/guides/developer/api/region', markdown: '# Regions\n\nWhere data lives.\n'},
    ]);
    expect(full).toBe(
      '# Help Docs\n\n> Guides.\n\n---\n\n# Leads\n\nSource: https://docs.example.com/guides/developer/api/lead\n\nRead the leads.' +
        '\n\n---\n\n# Regions\n\nSource: https://docs.example.com/guides/developer/api/region\n\nWhere data lives.\n',
    );
  });

  it('puts the source first when a twin has no H1', () => {
    expect(withSource('Text.', 'https://x.test/a')).toBe('Source: https://x.test/a\n\nText.');
  });
});
