import {defineConfig} from '@playwright/test';
import {baseUrl} from './config/env';
import {chromiumLaunchOptions} from './e2e/browser';

/**
 * Browser tests run against a production build served under its base URL (BASE_URL, default /guides/) by
 * scripts/serve.mjs (GitHub Pages rules). BUILD_DIR and E2E_PORT let several
 * builds be tested side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Generous limits: the tests wait for the states they assert, and a busy two-core machine (the test run builds
  // beside the browser suite) can make a page slow without making it wrong.
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${buildDir}`,
    url: `http://localhost:${port}${baseUrl}`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
  // Two projects, so that CI can run each in its own shards (`npm run test:e2e -- --shard=1/3`, `npm run test:a11y
  // -- --shard=1/2`): the accessibility pass loads every page and is the longest part of the suite.
  projects: [
    {name: 'e2e', use: {browserName: 'chromium'}, testIgnore: /a11y\.spec\.ts$/},
    {name: 'a11y', use: {browserName: 'chromium'}, testMatch: /a11y\.spec\.ts$/},
  ],
});
