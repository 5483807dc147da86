import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'measure/**/*.test.ts'],
    environment: 'node',
    // `npm test` runs the unit tests beside the build: a busy machine slows a test without making it wrong.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
