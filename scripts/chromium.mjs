/**
 * Debian's Chromium and the flags every run of it needs here: without them it
 * reaches for a network this machine does not have. Shared by the browser
 * tests (e2e/browser.ts) and the measuring tool (measure/).
 */

/** Path of the browser (`CHROMIUM_PATH`, else Debian's). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags (Playwright adds its own headless flag; Lighthouse needs `--headless` added). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The phone Lighthouse's mobile preset emulates (a Moto G Power): Playwright context options. */
export const lighthousePhone = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true};
