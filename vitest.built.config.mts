import {defineConfig} from 'vitest/config';
import {baseUrl} from './config/site-url.mjs';

/**
 * The checks of the built HTML (scripts/built-site): they read the build under test from disk, so they run after
 * `npm run build`, as `npm run test:html`. One parse of every page, then every check over the parsed pages.
 */
export default defineConfig({
  test: {
    // Vitest sets process.env.BASE_URL to Vite's base ('/') in its workers: give them the build's base path
    // (BASE_URL, default /guides/, config/site-url.mjs) as this process read it.
    env: {BASE_URL: baseUrl},
    include: ['scripts/built-site/**/*.built.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
