/**
 * The pages a change touches (scripts/touched-pages.mjs), as `npm run check:pages` and the pull request's summary
 * name them: an MDX file is its page, and a change to openapi.yaml names the pages of the operations it changed.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {baseUrl} from '../config/site-url.mjs';
import {pageOfFile, pagesOfApiChange, referencePages} from './touched-pages.mjs';

// The base the pages are built under (vitest sets BASE_URL=/ in its own process; the site's default is /guides/).
const page = (route) => `${baseUrl}${route}`;
const document = readFileSync('openapi/openapi.yaml', 'utf8');

describe('touched pages', () => {
  it('an MDX file of the guides is its page: its folder path, an index its folder, a slug its route', () => {
    expect(pageOfFile('developer/api/lead.mdx', '---\ntitle: Leads\n---\n')).toBe(page('developer/api/lead'));
    expect(pageOfFile('developer/index.mdx', '')).toBe(page('developer'));
    expect(pageOfFile('developer/category/api.mdx', readFileSync('developer/category/api.mdx', 'utf8'))).toBe(
      page('developer/category/api'),
    );
    expect(pageOfFile('src/pages/index.tsx', '')).toBeUndefined();
    expect(pageOfFile('README.md', '')).toBeUndefined();
  });

  it('every operation and webhook event is rendered by a page it can name', () => {
    const {operations, events} = referencePages();
    expect(operations.get('listLeads')).toBe(page('developer/api/lead'));
    expect(events.get('lead.created')).toBe(page('developer/webhook/lead'));
  });

  it('an openapi.yaml change names the pages of the operations it changed, every one when a shared part changed', () => {
    expect(pagesOfApiChange(document, document)).toEqual([]);
    const oneOperation = document.replace('operationId: listLeads', 'operationId: listLeads\n      x-touched: true');
    expect(oneOperation).not.toBe(document);
    expect(pagesOfApiChange(document, oneOperation)).toEqual([page('developer/api/lead')]);
    const shared = document.replace(/^openapi: 3\.1\.0$/m, 'openapi: 3.1.1');
    const {operations} = referencePages();
    expect(pagesOfApiChange(document, shared)).toEqual(expect.arrayContaining([...new Set(operations.values())]));
  });
});
