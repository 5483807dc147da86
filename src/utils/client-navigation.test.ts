import {describe, expect, it} from 'vitest';
import {clientNavigationTarget, type AnchorLike, type ClickLike} from './client-navigation';

const click: ClickLike = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const current = {origin: 'https://docs.parleychat.io', pathname: '/guides/user/intro', search: ''};
const routes = new Set(['/guides/user/intro', '/guides/user/getting-started/livechat', '/guides/developer/api/lead']);
const isRoute = (pathname: string) => routes.has(pathname);
const anchor = (href: string, extra: Partial<{target: string; download: boolean}> = {}): AnchorLike => ({
  href: new URL(href, current.origin).href,
  target: extra.target ?? '',
  hasAttribute: (name) => name === 'download' && Boolean(extra.download),
});
const target = (a: AnchorLike, c: Partial<ClickLike> = {}) =>
  clientNavigationTarget(a, {...click, ...c}, current, '/guides/', isRoute);

describe('clientNavigationTarget', () => {
  it('routes a plain click on a link to another page of the site, keeping query and hash', () => {
    expect(target(anchor('/guides/user/getting-started/livechat'))).toBe('/guides/user/getting-started/livechat');
    expect(target(anchor('/guides/developer/api/lead?x=1#errors'))).toBe('/guides/developer/api/lead?x=1#errors');
  });

  it('leaves modified, non-primary and already handled clicks to the browser', () => {
    const a = anchor('/guides/user/getting-started/livechat');
    for (const c of [
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
      {button: 1},
      {defaultPrevented: true},
    ]) {
      expect(target(a, c), JSON.stringify(c)).toBeUndefined();
    }
  });

  it('leaves other origins, other tabs, downloads, static files and same-page anchors to the browser', () => {
    expect(target(anchor('https://app.parleychat.io/login'))).toBeUndefined();
    expect(target(anchor('/guides/user/getting-started/livechat', {target: '_blank'}))).toBeUndefined();
    expect(target(anchor('/guides/files/qualify-flow.json', {download: true}))).toBeUndefined();
    expect(target(anchor('/guides/files/qualify-flow.json'))).toBeUndefined();
    expect(target(anchor('/other-site/page'))).toBeUndefined();
    expect(target(anchor('/guides/user/intro#next-steps'))).toBeUndefined();
  });
});
