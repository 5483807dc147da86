/**
 * The changelog's Atom feed: one entry per dated section of the built page, links made absolute, and valid Atom
 * that names the page and the feed.
 */
import {describe, expect, it} from 'vitest';
import {atomFeed, changelogEntries} from './changelog-feed';

const PAGE = 'https://docs.example.com/guides/developer/changelog';
const html =
  '<!doctype html><html><head><title>Changelog</title></head><body><article><div class="theme-doc-markdown markdown">' +
  '<header><h1>Changelog</h1></header><p>Every change.</p>' +
  '<h2 class="anchor" id="how-changes-are-announced">How changes are announced<a href="#how-changes-are-announced" class="hash-link">#</a></h2><p>Rules.</p>' +
  '<h2 class="anchor" id="2026-11-23">2026-11-23<a href="#2026-11-23" class="hash-link">#</a></h2>' +
  '<p>New: <a href="/guides/developer/api/lead">Leads</a> and <a href="#2026-10-06">the entry before</a>.</p><ul><li><code>GET /chatbots</code></li></ul>' +
  '<h2 class="anchor" id="2026-10-06">2026-10-06<a href="#2026-10-06" class="hash-link">#</a></h2><p>SDK.</p>' +
  '<h2 class="anchor" id="related-pages">Related pages</h2><p>Not an entry.</p>' +
  '</div></article></body></html>';

describe('changelog feed', () => {
  it('has one entry per dated section, in page order, with links absolute', () => {
    const entries = changelogEntries(html, PAGE);
    expect(entries.map((entry) => entry.date)).toEqual(['2026-11-23', '2026-10-06']);
    expect(entries[0].html).toBe(
      '<p>New: <a href="https://docs.example.com/guides/developer/api/lead">Leads</a> and ' +
        `<a href="${PAGE}#2026-10-06">the entry before</a>.</p><ul><li><code>GET /chatbots</code></li></ul>`,
    );
    expect(entries[1].html).toBe('<p>SDK.</p>');
  });

  it('is Atom naming the page, the feed and each entry by its anchor', () => {
    const xml = atomFeed(changelogEntries(html, PAGE), {
      pageUrl: PAGE,
      feedUrl: `${PAGE}.atom`,
      productName: 'Parley',
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain(`<link rel="self" href="${PAGE}.atom"/>`);
    expect(xml).toContain('<updated>2026-11-23T00:00:00.000Z</updated>');
    expect(xml).toContain(`<id>${PAGE}#2026-11-23</id>`);
    expect(xml).toContain(`<link href="${PAGE}#2026-10-06"/>`);
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });
});
