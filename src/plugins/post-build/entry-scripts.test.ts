import {mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {starterScript} from '../../client/entry-starter';
import {startEntryScriptsAfterPaint, startEntryScriptsAfterPaintIn} from './entry-scripts';

// As Docusaurus's minifier writes a page: unquoted attributes, no </html>.
const page =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>x</title>' +
  '<script>document.documentElement.dataset.siteHost="preview"</script>' +
  '<script src=/guides/assets/js/runtime~main.1a.js defer></script>' +
  '<script src="/guides/assets/js/main.2b.js" defer></script>' +
  '<script type=application/ld+json>{"@type":"TechArticle"}</script>' +
  '</head><body><div id=__docusaurus><p>Text</p></div></body>';

describe('startEntryScriptsAfterPaint', () => {
  const out = startEntryScriptsAfterPaint(page);

  it('turns each deferred script into a low-priority preload in the same place', () => {
    expect(out).not.toMatch(/<script[^>]*\bdefer\b/);
    expect(out).toContain(
      '<title>x</title><script>document.documentElement.dataset.siteHost="preview"</script>' +
        '<link rel=preload href="/guides/assets/js/runtime~main.1a.js" as=script fetchpriority=low>' +
        '<link rel=preload href="/guides/assets/js/main.2b.js" as=script fetchpriority=low>',
    );
  });

  it('starts them, in order, from one inline script last in the body', () => {
    const starter = starterScript(['/guides/assets/js/runtime~main.1a.js', '/guides/assets/js/main.2b.js']);
    expect(out.endsWith(`<p>Text</p></div><script>${starter}</script></body>`)).toBe(true);
    expect(starter).toContain('["/guides/assets/js/runtime~main.1a.js","/guides/assets/js/main.2b.js"]');
  });

  it('leaves inline scripts, data blocks and scripts with other attributes alone', () => {
    expect(out).toContain('<script type=application/ld+json>{"@type":"TechArticle"}</script>');
    const other = '<head><script src=/a.js async></script><script type=module src=/b.js defer></script></head>';
    expect(startEntryScriptsAfterPaint(other)).toBe(other);
  });

  it("reads the page as HTML: a script tag in a comment or in another script's text is not an element", () => {
    const html =
      '<head><!-- <script src=/old.js defer></script> --><script>var s = "<script src=/x.js defer><\\/script>"</script>' +
      '<script src=/m.js defer></script></head><body><p>x</p></body>';
    const out = startEntryScriptsAfterPaint(html);
    expect(out).toContain('<!-- <script src=/old.js defer></script> -->');
    expect(out).toContain('var s = "<script src=/x.js defer><\\/script>"');
    expect(out).toContain(`<script>${starterScript(['/m.js'])}</script></body>`);
  });

  it('changes nothing the second time', () => {
    expect(startEntryScriptsAfterPaint(out)).toBe(out);
  });

  it('puts the starter last when the page has no </body>', () => {
    const html = startEntryScriptsAfterPaint('<head><script src=/m.js defer></script></head><p>x');
    expect(html).toBe(
      `<head><link rel=preload href="/m.js" as=script fetchpriority=low></head><p>x<script>${starterScript(['/m.js'])}</script>`,
    );
  });
});

describe('starterScript', () => {
  it('cannot be ended early by a URL', () => {
    expect(starterScript(['/a</script><script>alert(1)</script>.js'])).not.toContain('</script>');
  });

  /** Runs the starter against a stand-in browser whose frames, timers and paint entries the test drives. */
  function startIn(visibilityState: string) {
    const added: {src: string; async: boolean}[] = [];
    const timers: {run: () => void; ms: number}[] = [];
    const frames: (() => void)[] = [];
    let now = 100;
    let observed: {type: string; buffered: boolean} | undefined;
    let report: (startTimes: number[]) => void = () => {};
    const document = {
      visibilityState,
      head: {appendChild: (script: {src: string; async: boolean}) => added.push({...script})},
      createElement: () => ({src: '', async: true}),
      addEventListener: () => {},
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: {getEntries(): {startTime: number}[]}, observer: {disconnect(): void}) => void) {
        report = (startTimes) =>
          callback({getEntries: () => startTimes.map((startTime) => ({startTime}))}, {disconnect: () => {}});
      }
      observe(options: {type: string; buffered: boolean}) {
        observed = options;
      }
    }
    const browser = {PerformanceObserver, performance: {now: () => now}};
    new Function(
      'window',
      'document',
      'performance',
      'PerformanceObserver',
      'setTimeout',
      'requestAnimationFrame',
      starterScript(['/r.js', '/m.js']),
    )(
      browser,
      document,
      browser.performance,
      PerformanceObserver,
      (run: () => void, ms = 0) => timers.push({run, ms}),
      (run: () => void) => frames.push(run),
    );
    return {
      added,
      timers,
      observed: () => observed,
      /** The next frame starts at `at`. */
      frame: (at: number) => {
        now = at;
        frames.shift()!();
      },
      paint: (...startTimes: number[]) => report(startTimes),
      /** Runs the timers set so far with this delay. */
      elapse: (ms: number) => timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.run()),
    };
  }

  it('starts the scripts, in order with async off, once a paint of the whole page is reported', () => {
    const browser = startIn('visible');
    expect(browser.observed()).toEqual({type: 'largest-contentful-paint', buffered: true});
    // A paint from while the page was parsing (reported, buffered) starts nothing.
    browser.paint(80);
    browser.frame(120);
    browser.paint(80);
    browser.elapse(0);
    expect(browser.added).toEqual([]);
    // The frame after parsing is on screen.
    browser.paint(80, 135);
    browser.elapse(0);
    expect(browser.added).toEqual([
      {src: '/r.js', async: false},
      {src: '/m.js', async: false},
    ]);
    // The 300 ms fallback then adds nothing twice.
    browser.elapse(300);
    expect(browser.added).toHaveLength(2);
  });

  it('starts them after 300 ms when no larger paint comes', () => {
    const browser = startIn('visible');
    browser.frame(120);
    browser.paint(80);
    browser.elapse(0);
    expect(browser.added).toEqual([]);
    browser.elapse(300);
    expect(browser.added.map((script) => script.src)).toEqual(['/r.js', '/m.js']);
  });

  it('starts them at once in a hidden tab', () => {
    const browser = startIn('hidden');
    expect(browser.added.map((script) => script.src)).toEqual(['/r.js', '/m.js']);
    expect(browser.observed()).toBeUndefined();
  });
});

describe('startEntryScriptsAfterPaintIn', () => {
  it('rewrites every page of a build and says how many it changed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'entry-scripts-'));
    await writeFile(path.join(dir, 'a.html'), page);
    await writeFile(path.join(dir, 'b.html'), '<p>No scripts</p>');
    expect(await startEntryScriptsAfterPaintIn(dir)).toBe('1 of 2 pages');
    expect(await readFile(path.join(dir, 'a.html'), 'utf8')).toBe(startEntryScriptsAfterPaint(page));
    expect(await readFile(path.join(dir, 'b.html'), 'utf8')).toBe('<p>No scripts</p>');
  });
});
