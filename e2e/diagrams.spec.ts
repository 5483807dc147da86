/**
 * The guides' diagrams (```mermaid fences drawn at build time by src/plugins/remark-diagrams.ts) as a reader meets
 * them: on every page that has one, in light and dark mode, each is a picture named by its `accTitle` and described
 * by its `accDescr`, drawn (not an empty box), with text and lines that keep WCAG 2.2 AA contrast against the page,
 * and it loads nothing from another origin and breaks no rule of the Content-Security-Policy (the fixtures fail a
 * test on either).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, BASE, waitForHydration} from './fixtures';

const ROOT = path.resolve(__dirname, '..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

/** Each page with diagrams, and the title each diagram's source gives it (tokens, if any, are not in titles). */
const pages = ['user', 'developer', 'integration']
  .flatMap(mdxFiles)
  .map((file) => ({
    route: file.replace(/\.mdx$/, ''),
    titles: [
      ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^```mermaid\n[\s\S]*?^\s*accTitle:\s*(.+)$/gm),
    ].map((match) => match[1]!.trim()),
  }))
  .filter((page) => page.titles.length > 0);

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(one: string, two: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the guides have at least six diagrams', () => {
  expect(pages.flatMap((page) => page.titles).length).toBeGreaterThanOrEqual(6);
});

for (const {route, titles} of pages) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route}: its diagrams read in ${mode} mode, with their text alternative`, async ({page}) => {
      await page.goto(`${BASE}${route}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const title of titles) {
        const picture = page.getByRole('img', {name: title, exact: true});
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAccessibleDescription(/\w{3,}.*\./);
        const box = (await picture.boundingBox())!;
        expect(box.width).toBeGreaterThan(200);
        expect(box.height).toBeGreaterThan(100);

        const colours = await picture.evaluate((svg) => {
          // The page's background where the diagram sits: the first ancestor with one that is not transparent, else
          // the browser's canvas, white.
          const transparent = (colour: string) => /^rgba\(.*, 0\)$/.test(colour);
          let background = 'rgba(0, 0, 0, 0)';
          for (let node: Element | null = svg; node && transparent(background); node = node.parentElement) {
            background = getComputedStyle(node).backgroundColor;
          }
          if (transparent(background)) background = 'rgb(255, 255, 255)';
          const painted = (selector: string, property: 'fill' | 'stroke') =>
            [...svg.querySelectorAll(selector)]
              .map((node) => getComputedStyle(node)[property])
              .filter((value) => value.startsWith('rgb'));
          return {
            background,
            text: painted('text', 'fill'),
            lines: painted('line, path, polyline, polygon, rect', 'stroke'),
            labels: [...svg.querySelectorAll('text')].map((node) => node.textContent ?? ''),
          };
        });
        // Drawn from the source: labels, each painted in a colour a reader can read against the page.
        expect(colours.labels.join(' ').length).toBeGreaterThan(20);
        expect(colours.text.length).toBeGreaterThan(0);
        for (const colour of colours.text) expect(contrast(colour, colours.background)).toBeGreaterThanOrEqual(4.5);
        expect(colours.lines.length).toBeGreaterThan(0);
        for (const colour of colours.lines) expect(contrast(colour, colours.background)).toBeGreaterThanOrEqual(3);
      }
    });
  }
}
