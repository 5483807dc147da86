import {afterEach, describe, expect, test, vi} from 'vitest';
import {reportMistakeLink} from './report-mistake';

const page = {
  url: 'https://docs.parleychat.io/guides/user/intro',
  source: 'user/intro.mdx',
  title: 'Introduction & overview',
};

describe('reportMistakeLink', () => {
  test("opens GitHub's new-issue form, prefilled with the page's address and source file", () => {
    const link = reportMistakeLink({repositoryUrl: 'https://github.com/parleylabs/help-docs/', email: 'a@b.c'}, page);
    expect(link.kind).toBe('issue');
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/parleylabs/help-docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Mistake on "Introduction & overview"');
    expect(url.searchParams.get('body')).toContain('Page: https://docs.parleychat.io/guides/user/intro\n');
    expect(url.searchParams.get('body')).toContain('Source: user/intro.mdx\n');
  });

  test("opens GitLab's form for a GitLab repository", () => {
    const link = reportMistakeLink({repositoryUrl: 'https://gitlab.com/parley/help-docs', email: 'a@b.c'}, page);
    const url = new URL(link.href);
    expect(url.pathname).toBe('/parley/help-docs/-/issues/new');
    expect(url.searchParams.get('issue[title]')).toBe('Mistake on "Introduction & overview"');
    expect(url.searchParams.get('issue[description]')).toContain('Source: user/intro.mdx');
  });

  test('writes an email without a repository, with %20 for spaces as mailto: needs', () => {
    const link = reportMistakeLink({repositoryUrl: null, email: 'support@parleychat.io'}, page);
    expect(link.kind).toBe('email');
    expect(link.href).toMatch(/^mailto:support@parleychat\.io\?subject=Mistake%20on%20/);
    expect(link.href).not.toContain('+');
    const query = new URLSearchParams(link.href.split('?')[1]);
    expect(query.get('body')).toContain('Page: https://docs.parleychat.io/guides/user/intro');
  });
});

describe('the repository of config/env.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test('REPOSITORY_URL=none means no repository: no "Edit this page", and reports go by email', async () => {
    vi.stubEnv('REPOSITORY_URL', 'none');
    vi.resetModules();
    const env = await import('../../config/env');
    expect(env.repositoryUrl).toBeUndefined();
    expect(env.editUrlBase).toBeUndefined();
  });

  test('a repository URL loses its trailing slash and gives the edit base', async () => {
    vi.stubEnv('REPOSITORY_URL', 'https://github.com/acme/docs/');
    vi.stubEnv('REPOSITORY_BRANCH', 'live');
    vi.resetModules();
    const env = await import('../../config/env');
    expect(env.repositoryUrl).toBe('https://github.com/acme/docs');
    expect(env.editUrlBase).toBe('https://github.com/acme/docs/edit/live/');
  });
});
