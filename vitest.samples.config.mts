import {defineConfig} from 'vitest/config';

/**
 * The sample tests (scripts/samples): they read the built site, so they run after `npm run build`, as
 * `npm run test:samples`. Every request sample runs against a Prism mock of the API; the webhook, identity and
 * JSON samples run against the documented signer and the document's schemas. One file at a time: the request
 * samples share one mock and read its exchanges in order.
 */
export default defineConfig({
  test: {
    include: ['scripts/samples/**/*.samples.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
