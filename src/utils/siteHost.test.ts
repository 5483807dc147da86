import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {SITE_HOST_ATTRIBUTE, siteHostKind, siteHostScript} from './siteHost';

const production = ['docs.parleychat.io', 'help.parleychat.io'];

describe('siteHostKind', () => {
  it('gives production for a listed host, whatever its case, trailing dot or port', () => {
    expect(siteHostKind('docs.parleychat.io', production)).toBe('production');
    expect(siteHostKind('HELP.ParleyChat.io', production)).toBe('production');
    expect(siteHostKind('docs.parleychat.io.', production)).toBe('production');
    expect(siteHostKind('docs.parleychat.io:443', production)).toBe('production');
  });

  it('gives preview for every other host', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'pr-42.preview.parleychat.io',
      'staging.parleychat.io',
      'parleychat.io',
    ]) {
      expect(siteHostKind(host, production)).toBe('preview');
    }
  });

  it('gives preview for an empty host and for an empty production list', () => {
    expect(siteHostKind('', production)).toBe('preview');
    expect(siteHostKind('docs.parleychat.io', [])).toBe('preview');
  });

  it('does not treat a host that merely ends with a production host as production', () => {
    expect(siteHostKind('evil-docs.parleychat.io', production)).toBe('preview');
    expect(siteHostKind('docs.parleychat.io.example.com', production)).toBe('preview');
  });
});

describe('siteHostScript', () => {
  function run(hostname: string): string | undefined {
    const attributes: Record<string, string> = {};
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    runInNewContext(siteHostScript(production), {document, location: {hostname}});
    return attributes[SITE_HOST_ATTRIBUTE];
  }

  it('sets the same answer as siteHostKind on <html>', () => {
    expect(run('docs.parleychat.io')).toBe('production');
    expect(run('localhost')).toBe('preview');
  });

  it('never throws, leaving the CSS default in place', () => {
    expect(() => runInNewContext(siteHostScript(production), {})).not.toThrow();
  });
});
