import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {socialCard} from '../../../config/social-card';
import {socialCardSvg} from './social-card-svg';
import {cardHash, cardJobs, writeSocialCards} from './social-cards';
import type {PipelineInput} from './types';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, {recursive: true, force: true}))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'help-docs-cards-'));
  dirs.push(dir);
  return dir;
};

const input = (outDir: string, cacheDir: string, title = 'Leads'): PipelineInput => ({
  outDir,
  cacheDir,
  siteUrl: 'https://docs.example.com',
  baseUrl: '/guides/',
  siteTitle: 'Help Docs',
  tagline: 'Guides for Parley',
  productName: 'Parley',
  areas: [
    {
      id: 'developer',
      label: 'Developer Guides',
      path: 'developer',
      landing: '/developer',
      pages: [
        {
          pluginId: 'developer',
          kind: 'doc',
          title,
          description: 'Read the leads a chatbot collected.',
          permalink: '/guides/developer/api/lead',
          source: 'developer/api/lead.mdx',
          listed: true,
          questions: [],
        },
        {
          pluginId: 'developer',
          kind: 'generated-index',
          title: 'API',
          description: 'Every call.',
          permalink: '/guides/developer/category/api',
          source: 'sidebars-developer.ts',
          listed: true,
          questions: [],
        },
      ],
    },
  ],
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('social cards', () => {
  it('one card for the site and one per doc page (generated index pages keep the site’s)', () => {
    const jobs = cardJobs(input('/out', '/cache'));
    expect(jobs.map((job) => job.file)).toEqual([
      '/out/img/social/index.png',
      '/out/img/social/developer/api/lead.png',
    ]);
    expect(jobs[1]!.card).toMatchObject({title: 'Leads', area: 'Developer Guides', host: 'docs.example.com'});
  });

  it('draws PNGs of the size the page metadata announces, then takes them from the cache', async () => {
    const outDir = await tempDir();
    const cacheDir = await tempDir();
    expect(await writeSocialCards(input(outDir, cacheDir))).toBe('2 cards (2 drawn, 0 from the cache)');
    const png = await readFile(path.join(outDir, 'img/social/developer/api/lead.png'));
    expect(pngSize(png)).toEqual({width: socialCard.width, height: socialCard.height});

    const again = await tempDir();
    expect(await writeSocialCards(input(again, cacheDir))).toBe('2 cards (0 drawn, 2 from the cache)');
    expect(await readFile(path.join(again, 'img/social/developer/api/lead.png'))).toEqual(png);

    // A changed title is a new card, with other pixels (the text is drawn: a font was found); the site's card is
    // still cached.
    const retitled = await tempDir();
    expect(await writeSocialCards(input(retitled, cacheDir, 'Leads and contacts'))).toBe(
      '2 cards (1 drawn, 1 from the cache)',
    );
    expect(await readFile(path.join(retitled, 'img/social/developer/api/lead.png'))).not.toEqual(png);
  }, 30_000);

  it('draws a card that several pages share once, even when they are drawn at the same time', async () => {
    const shared = input(await tempDir(), await tempDir());
    const [first] = shared.areas[0]!.pages;
    const copies = Array.from({length: 6}, (_, k) => ({...first!, permalink: `/guides/developer/copy-${k}/lead`}));
    shared.areas[0]!.pages = copies;
    expect(await writeSocialCards(shared, 4)).toBe('7 cards (2 drawn, 5 from the cache)');
  }, 30_000);

  it('keys the cache on everything the card shows', () => {
    const card = {
      title: 'Leads',
      area: 'Developer Guides',
      description: 'Read leads.',
      siteName: 'Parley Help Docs',
      host: 'a.example',
    };
    const base = cardHash(socialCardSvg(card));
    for (const change of [{title: 'Lead'}, {area: 'User Guides'}, {description: 'Read.'}, {host: 'b.example'}]) {
      expect(cardHash(socialCardSvg({...card, ...change})), JSON.stringify(change)).not.toBe(base);
    }
    expect(cardHash(socialCardSvg({...card}))).toBe(base);
  });
});
