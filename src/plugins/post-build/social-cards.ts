/**
 * Step 3: the social card of every doc page at `<base>img/social/<path>.png`
 * (the page's `og:image`, named by src/theme/DocItem/Metadata), and the site's
 * card at `<base>img/social/index.png` (`themeConfig.image`). Generated index
 * pages keep the site's card.
 *
 * - Rendered by resvg (`@resvg/resvg-js`, Rust, prebuilt for linux-x64) with
 *   `renderAsync`, which runs on libuv's thread pool: a few cards at a time,
 *   one per core, in parallel, off the main thread.
 * - Cached by content hash: the PNG of an SVG already rendered (same title,
 *   area, description, site, host, template and renderer) is copied from
 *   `cacheDir` instead of drawn again, so a warm build draws only the cards
 *   whose page text changed. `npm run clear` empties the cache with the rest.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, rename, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {renderAsync, type ResvgRenderOptions} from '@resvg/resvg-js';
import resvgPackage from '@resvg/resvg-js/package.json';
import {socialCard} from '../../../config/social-card';
import {socialImagePermalink} from '../../utils/page-twins';
import {eachLimited} from './pipeline';
import {socialCardSvg, type SocialCard} from './social-card-svg';
import type {PipelineInput} from './types';

/**
 * DejaVu Sans from Debian's fonts-dejavu-core (also on GitHub's Ubuntu runners):
 * loading two font files instead of every system font saves about a quarter of
 * each card's time. Without them, the system's fonts.
 */
const DEJAVU = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => `/usr/share/fonts/truetype/dejavu/${name}`);

let options: ResvgRenderOptions | undefined;
function renderOptions(): ResvgRenderOptions {
  const own = DEJAVU.every((file) => existsSync(file));
  options ??= {
    fitTo: {mode: 'width', value: socialCard.width},
    font: {
      ...(own ? {loadSystemFonts: false, fontFiles: DEJAVU} : {loadSystemFonts: true}),
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  };
  return options;
}

/** The cache key of a card: its SVG, the renderer's version and its options. */
export function cardHash(svg: string): string {
  return createHash('sha256')
    .update(`${resvgPackage.version}\n${JSON.stringify(renderOptions())}\n${svg}`)
    .digest('hex');
}

export type CardJob = {file: string; card: SocialCard};

/** The cards of a build: the site's, then one per doc page. */
export function cardJobs({
  outDir,
  siteUrl,
  baseUrl,
  siteTitle,
  tagline,
  productName,
  areas,
}: Omit<PipelineInput, 'cacheDir'>): CardJob[] {
  const host = new URL(siteUrl).host;
  const siteName = `${productName} ${siteTitle}`;
  const file = (permalink: string) => path.join(outDir, socialImagePermalink(permalink, baseUrl).slice(baseUrl.length));
  return [
    {
      file: file(baseUrl),
      card: {title: siteTitle, area: productName, description: siteSummary(siteTitle, tagline, areas), siteName, host},
    },
    ...areas.flatMap((area) =>
      area.pages
        .filter((page) => page.kind === 'doc')
        .map((page) => ({
          file: file(page.permalink),
          card: {title: page.title, area: area.label, description: page.description, siteName, host},
        })),
    ),
  ];
}

/** One sentence on the whole site (the site's card and llms.txt). */
export function siteSummary(siteTitle: string, tagline: string, areas: PipelineInput['areas']): string {
  return `${tagline}. ${siteTitle} has ${areas.length} guide areas: ${areas.map((area) => area.label).join(', ')}.`;
}

export async function writeSocialCards(
  input: Omit<PipelineInput, 'cacheDir'> & {cacheDir: string},
  concurrency = availableParallelism(),
): Promise<string> {
  const jobs = cardJobs(input);
  await mkdir(input.cacheDir, {recursive: true});
  let drawn = 0;
  // Pages with the same card (same title, area and description) share one drawing, even when drawn at once.
  const drawing = new Map<string, Promise<void>>();
  const draw = async (svg: string, cached: string): Promise<void> => {
    const png = (await renderAsync(svg, renderOptions())).asPng();
    drawn++;
    // Atomic into the cache: a build stopped half-way never leaves a torn PNG behind.
    const temporary = `${cached}.${process.pid}-${drawn}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, cached);
  };
  await eachLimited(jobs, concurrency, async ({file, card}) => {
    const svg = socialCardSvg(card);
    const hash = cardHash(svg);
    const cached = path.join(input.cacheDir, `${hash}.png`);
    await mkdir(path.dirname(file), {recursive: true});
    if (!drawing.has(hash) && !existsSync(cached)) drawing.set(hash, draw(svg, cached));
    await drawing.get(hash);
    await copyFile(cached, file);
  });
  return `${jobs.length} cards (${drawn} drawn, ${jobs.length - drawn} from the cache)`;
}
