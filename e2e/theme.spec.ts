import type {Page, Request} from '@playwright/test';
import {guideAreas} from '../config/areas';
import {productionHosts} from '../config/env';
import {siteLogos} from '../config/logos';
import {chromiumLaunchOptions} from './browser';
import {builtHtml, sitemapPagePaths} from './built-pages';
import {allowErrors, BASE, expect, test, waitForHydration} from './fixtures';

const integration = guideAreas.find((area) => area.id === 'integration')!;

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\/assets\/js\/.+\.js$/.test(request.url());

test.describe('logo by host', () => {
  async function logosOn(page: Page) {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    return {
      production: navbar.getByRole('img', {name: siteLogos.production.alt, exact: true}),
      preview: navbar.getByRole('img', {name: siteLogos.preview.alt, exact: true}),
    };
  }

  test('a preview host (localhost) shows the preview logo, in the navbar, docs sidebar and mobile menu', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);
    const {production, preview} = await logosOn(page);
    await expect(preview).toBeVisible();
    await expect(production).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-site-host', 'preview');

    // The docs sidebar shows the logo too when the navbar hides on scroll.
    await page.mouse.wheel(0, 1500);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('img', {name: siteLogos.preview.alt, exact: true})).toBeVisible();
    await expect(sidebar.getByRole('img', {name: siteLogos.production.alt, exact: true})).toBeHidden();

    await page.setViewportSize({width: 600, height: 800});
    await page.mouse.wheel(0, -3000);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('img', {name: siteLogos.preview.alt, exact: true})).toBeVisible();
    await expect(menu.getByRole('img', {name: siteLogos.production.alt, exact: true})).toBeHidden();
  });

  test('the right logo is painted before any JavaScript bundle runs', async ({page}) => {
    // Block the bundles: what shows now is the server HTML, the inline head script and CSS.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    allowErrors(page);
    await page.goto(BASE, {waitUntil: 'load'});
    const {production, preview} = await logosOn(page);
    await expect(preview).toBeVisible();
    await expect(production).toBeHidden();
    // Painted, not an empty box.
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a production host shows the production logo, with no console error', async ({playwright, baseURL}) => {
    const host = productionHosts[0]!;
    const port = new URL(baseURL!).port;
    // Route the production host name to the local test server.
    const browser = await playwright.chromium.launch({
      ...chromiumLaunchOptions,
      args: [...(chromiumLaunchOptions.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`],
    });
    try {
      const page = await browser.newPage({viewport: {width: 1280, height: 800}});
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://${host}:${port}${BASE}developer/intro`);
      await waitForHydration(page);
      const {production, preview} = await logosOn(page);
      await expect(production).toBeVisible();
      await expect(preview).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-site-host', 'production');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe('navbar', () => {
  test('the phone menu slides in when the reader opens it, the first time too', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);
    const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Toggle navigation bar'});
    // Every transition the menu starts, recorded as it starts (a busy machine may finish it before we look).
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as {menuTransitions: string[]}).menuTransitions = started;
      document.addEventListener('transitionrun', (event) => {
        if (event.target instanceof Element && event.target.matches('.navbar-sidebar'))
          started.push(event.propertyName);
      });
    });
    await toggle.hover();
    // A tap: the finger down, a few frames, the finger up (the click).
    await page.mouse.down();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    const menu = page.locator('.navbar-sidebar');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {menuTransitions: string[]}).menuTransitions))
      .toContain('transform');
    await expect(menu.getByRole('link', {name: 'Quick start'})).toBeVisible();
  });

  test('at 996 px the mobile menu replaces the bar and holds the links, colour toggle and language switcher', async ({
    page,
  }) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(navbar.locator('.navbar__items').getByRole('link', {name: guideAreas[0]!.label})).toBeHidden();
    // Search stays in the bar at mobile widths.
    await expect(navbar.getByPlaceholder('Search')).toBeVisible();

    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    // On a guide page the menu opens on the guide's sidebar, one step from the main menu.
    await expect(menu.getByRole('link', {name: 'Quick start'})).toBeVisible();
    await menu.getByRole('button', {name: '← Back to main menu'}).click();
    for (const label of guideAreas.map((area) => area.label)) {
      await expect(menu.getByRole('link', {name: label})).toBeVisible();
    }
    await expect(menu.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(menu.getByText('Languages')).toBeVisible();
    await menu.getByRole('link', {name: integration.label}).click();
    await expect(page).toHaveURL(/\/guides\/integration$/);
    await expect(menu).toBeHidden();
  });

  test('at 997 px the desktop bar shows the links and no menu button', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(BASE);
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    for (const label of guideAreas.map((area) => area.label)) {
      await expect(navbar.getByRole('link', {name: label})).toBeVisible();
    }
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'English'})).toBeVisible();
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto(`${BASE}developer/webhook/conversation`);
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar).toBeInViewport();
    await page.mouse.move(640, 400);
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(50);
    }
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -150);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('colour mode', () => {
  test('is light by default even when the system prefers dark; the toggle switches and survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(`${BASE}user/intro`);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // And on another page of the site.
    await page.goto(`${BASE}integration`);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('stays closed after a reload, and shows again for a new announcement id', async ({page}) => {
    await page.goto(BASE);
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();

    // A new announcement id (a later build) is a different id from the stored one.
    const idKey = await page.evaluate(() =>
      Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id')),
    );
    expect(idKey).toBeTruthy();
    await page.evaluate((key) => localStorage.setItem(key!, 'a-previous-announcement'), idKey);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
  });
});

test('skip-to-content is the first focusable element and moves focus into the main content', async ({page}) => {
  await page.goto(`${BASE}developer/api/authorization`);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active && (active.closest('main') || active.id === '__docusaurus_skipToContent_fallback'));
  });
  expect(focusedInMain).toBe(true);
});

test('the table of contents lists ## and ### headings and not ####', async ({page}) => {
  // Find a guide page that has all three levels, in the built files on disk.
  const found = sitemapPagePaths()
    .filter((path) => guideAreas.some((area) => path.startsWith(`${BASE}${area.path}/`)))
    .find((path) => {
      const html = builtHtml(path);
      return /<h2[^>]*id=/.test(html) && /<h3[^>]*id=/.test(html) && /<h4[^>]*id=/.test(html);
    });
  expect(found, 'a page with h2, h3 and h4 headings').toBeTruthy();
  await page.setViewportSize({width: 1400, height: 900});
  await page.goto(found!);
  await waitForHydration(page);
  const ids = (selector: string) =>
    page.locator(`article ${selector}[id]`).evaluateAll((nodes) => nodes.map((node) => node.id));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.replace(/^#/, ''))));
  const h2 = await ids('h2');
  const h3 = await ids('h3');
  const h4 = await ids('h4');
  expect(h4.length).toBeGreaterThan(0);
  expect(tocTargets.sort()).toEqual([...h2, ...h3].sort());
  for (const id of h4) expect(tocTargets).not.toContain(id);
});

test.describe('progress bar', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {progressBarSeen: boolean};
      w.progressBarSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.progressBarSeen = true;
      }).observe(document, {childList: true, subtree: true});
    });
  });

  test('does not show for a fast navigation', async ({page}) => {
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);
    const link = page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Overview', exact: true});
    // Hovering preloads the next page, as a reader's pointer does before a click.
    await link.hover();
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page).toHaveURL(/\/guides\/developer$/);
    await expect(page.locator('article h1')).toHaveText('Developer Guides');
    expect(await page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen)).toBe(false);
  });

  test('shows in the site colour when the page chunk is held back past 200 ms, in both modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.unrouteAll();
      await page.goto(`${BASE}developer/intro?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      // The page's chunks are held back until the bar has been read: it shows only after 200 ms, and must still be
      // there when its colour is taken, however slow the machine.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\//, async (route) => {
        await held;
        await route.continue();
      });
      const target = mode === 'light' ? 'Overview' : 'Webhooks';
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: target, exact: true}).click();
      const bar = page.locator('#nprogress .bar');
      await expect(bar).toBeVisible();
      const [barColour, primary] = await bar.evaluate((node) => [
        getComputedStyle(node).backgroundColor,
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      ]);
      const probe = await page.evaluate((colour) => {
        const span = document.createElement('span');
        span.style.color = colour;
        document.body.append(span);
        const rgb = getComputedStyle(span).color;
        span.remove();
        return rgb;
      }, primary);
      release();
      expect(barColour).toBe(probe);
      await expect(bar).toBeHidden({timeout: 15_000});
    }
  });
});

test.describe('error screens', () => {
  // Both on a real API page: the request builder's code loads when the reader presses "Try it".
  const API_PAGE = `${BASE}developer/api/chatbot/create-a-chatbot`;
  const BUILDER_CHUNK = /\/assets\/js\/api-request-builder\.[0-9a-f]+\.js$/;
  const tryIt = (page: Page) => page.locator('.api-samples__tools').getByRole('button', {name: 'Try it'});

  test('a component that throws while rendering shows "This page crashed." in the layout, and Try again brings the page back', async ({
    page,
  }) => {
    allowErrors(page); // React reports the thrown error on the console.
    // A bug in the request builder: its chunk, as built, with a component that throws in place of its default export.
    await page.route(BUILDER_CHUNK, async (route) => {
      const response = await route.fetch();
      const code = await response.text();
      const exported = /\.d\((\w+),\{default:\(\)=>\w+\}\)/;
      expect(code, 'the chunk defines its default export as rspack writes it; update this fault injection').toMatch(
        exported,
      );
      const broken = code.replace(
        exported,
        '.d($1,{default:()=>function(){throw new Error("Request builder: a bug while rendering.")}})',
      );
      await route.fulfill({response, body: broken});
    });
    await page.goto(API_PAGE);
    await waitForHydration(page);
    await tryIt(page).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    // The site chrome stays: the crash screen renders inside the layout.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Create a chatbot', level: 1})).toBeVisible();
    await expect(tryIt(page)).toBeVisible();
  });

  test('a chunk that fails to load shows the error in place and a Retry button that loads it once the network is back', async ({
    page,
  }) => {
    allowErrors(page); // The browser reports the failed request on the console.
    await page.goto(API_PAGE);
    await waitForHydration(page);
    let offline = true;
    await page.route(BUILDER_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await tryIt(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of the page could not be loaded.');
    await expect(alert).toContainText(/Loading chunk .* failed|ChunkLoadError/i);
    // The rest of the page keeps working: the samples stay.
    await expect(page.getByRole('heading', {name: 'Create a chatbot', level: 1})).toBeVisible();
    await expect(page.getByRole('tab', {name: 'cURL'})).toBeVisible();
    offline = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('.api-try-it [role="status"]')).toHaveText('Simulated response: 201 Created.');
    await expect(alert).toBeHidden();
  });

  test('a failed route preload logs a warning and reloads the page', async ({page}) => {
    allowErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);

    // Scripts fail until the browser asks for a document again (the reload).
    let failing = true;
    const documentRequests: string[] = [];
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        failing = false;
        documentRequests.push(new URL(request.url()).pathname);
        return route.continue();
      }
      return failing && isScript(request) ? route.abort('internetdisconnected') : route.continue();
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: integration.label}).click();
    await expect.poll(() => documentRequests).toContain(`${BASE}integration`);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/guides\/integration$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

test.describe('prefetch', () => {
  async function prefetchLinks(page: Page, connection: {effectiveType: string; saveData: boolean} | null) {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
    }
    const scripts: string[] = [];
    await page.goto(`${BASE}developer/intro`);
    await waitForHydration(page);
    page.on('request', (request) => isScript(request) && scripts.push(request.url()));
    // Links in view are prefetched; a hovered link is preloaded.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Overview', exact: true}).hover();
    return {
      count: () => page.locator('link[rel="prefetch"]').count(),
      scripts,
    };
  }

  test('page chunks are prefetched on a normal connection', async ({page}) => {
    const {count, scripts} = await prefetchLinks(page, {effectiveType: '4g', saveData: false});
    await expect.poll(count).toBeGreaterThan(0);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`nothing is prefetched with effectiveType ${connection.effectiveType}, saveData ${connection.saveData}`, async ({
      page,
    }) => {
      const {count, scripts} = await prefetchLinks(page, connection);
      // Give prefetching the same chance it gets on a normal connection above.
      await page.waitForTimeout(1500);
      expect(await count()).toBe(0);
      expect(scripts).toEqual([]);
    });
  }
});
