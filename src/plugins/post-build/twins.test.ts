import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {DocPage} from '../doc-pages';
import {builtHtmlFile, writeTwins} from './twins';

let outDir = '';
afterAll(async () => outDir && rm(outDir, {recursive: true, force: true}));

const page = (permalink: string, title: string): DocPage => ({
  pluginId: 'developer',
  kind: 'doc',
  title,
  description: `${title}.`,
  permalink,
  source: 'developer/x.mdx',
  listed: true,
  questions: [],
});

const html = (title: string) =>
  `<!doctype html><html><body><nav>menu</nav><main><article><h1>${title}</h1><p>About ${title}.</p></article></main></body></html>`;

describe('writeTwins', () => {
  it('converts every page in worker threads and writes <page>.md beside its HTML', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'help-docs-twins-'));
    await mkdir(path.join(outDir, 'developer', 'api'), {recursive: true});
    await writeFile(path.join(outDir, 'developer.html'), html('Developer Guides'));
    await writeFile(path.join(outDir, 'developer', 'api', 'lead.html'), html('Leads'));
    await writeFile(path.join(outDir, 'developer', 'intro.html'), html('Quick start'));
    const summary = await writeTwins(
      {
        outDir,
        siteUrl: 'https://docs.example.com',
        baseUrl: '/guides/',
        areas: [
          {
            id: 'developer',
            label: 'Developer Guides',
            path: 'developer',
            landing: '/developer',
            pages: [
              page('/guides/developer/', 'Developer Guides'),
              page('/guides/developer/api/lead', 'Leads'),
              page('/guides/developer/intro', 'Quick start'),
            ],
          },
        ],
      },
      2,
    );
    expect(summary).toBe('3 pages on 2 threads');
    expect(await readFile(path.join(outDir, 'developer.md'), 'utf8')).toBe(
      '# Developer Guides\n\nAbout Developer Guides.\n',
    );
    expect(await readFile(path.join(outDir, 'developer', 'api', 'lead.md'), 'utf8')).toBe('# Leads\n\nAbout Leads.\n');
  });

  it('parses each page of a search area for the search index in the same workers', async () => {
    const searchDocuments = new Map();
    await writeTwins(
      {
        outDir,
        siteUrl: 'https://docs.example.com',
        baseUrl: '/guides/',
        searchDocuments,
        areas: [
          {
            id: 'developer',
            label: 'Developer Guides',
            path: 'developer',
            landing: '/developer',
            pages: [page('/guides/developer/api/lead', 'Leads'), page('/guides/developer/intro', 'Quick start')],
          },
        ],
      },
      2,
    );
    expect([...searchDocuments.keys()].sort()).toEqual(['developer/api/lead', 'developer/intro']);
    expect(searchDocuments.get('developer/api/lead')).toMatchObject({
      pageTitle: 'Leads',
      sections: [expect.objectContaining({content: expect.stringContaining('About Leads.')})],
    });
  });

  it('names the page when its built HTML is missing', async () => {
    await expect(builtHtmlFile(outDir, 'user/missing')).rejects.toThrow(
      /no built HTML for user\/missing .*user\/missing\.html and user\/missing\/index\.html/,
    );
  });
});
