import {describe, expect, it} from 'vitest';
import {
  absoluteUrl,
  assistantLinks,
  assistantPrompt,
  pathBelowBase,
  socialImagePermalink,
  twinPermalink,
} from './page-twins';

describe('page twins', () => {
  it('puts the Markdown twin at the page URL plus .md', () => {
    expect(twinPermalink('/guides/user/intro')).toBe('/guides/user/intro.md');
    expect(twinPermalink('/guides/developer')).toBe('/guides/developer.md');
    expect(twinPermalink('/guides/developer/')).toBe('/guides/developer.md');
  });

  it('finds the path below the base URL', () => {
    expect(pathBelowBase('/guides/user/intro', '/guides/')).toBe('user/intro');
    expect(pathBelowBase('/guides/integration', '/guides/')).toBe('integration');
    expect(pathBelowBase('/guides/', '/guides/')).toBe('index');
    expect(pathBelowBase('/user/intro', '/')).toBe('user/intro');
  });

  it('puts the social card under img/social', () => {
    expect(socialImagePermalink('/guides/developer/api/lead', '/guides/')).toBe(
      '/guides/img/social/developer/api/lead.png',
    );
    expect(socialImagePermalink('/user/intro', '/')).toBe('/img/social/user/intro.png');
  });

  it('joins the site URL and a permalink', () => {
    expect(absoluteUrl('https://docs.example.com/', '/guides/user/intro')).toBe(
      'https://docs.example.com/guides/user/intro',
    );
  });
});

describe('assistant links', () => {
  it('name the page URL and its twin in the prompt, URL-encoded', () => {
    const prompt = assistantPrompt(
      'https://docs.example.com/guides/user/intro',
      'https://docs.example.com/guides/user/intro.md',
      'Help Docs',
    );
    expect(prompt).toContain('https://docs.example.com/guides/user/intro ');
    expect(prompt).toContain('https://docs.example.com/guides/user/intro.md');
    const links = assistantLinks(prompt);
    expect(links.chatGpt.startsWith('https://chatgpt.com/?hints=search&q=Read%20https%3A%2F%2Fdocs.example.com')).toBe(
      true,
    );
    expect(new URL(links.claude).searchParams.get('q')).toBe(prompt);
    expect(new URL(links.chatGpt).searchParams.get('q')).toBe(prompt);
  });
});
