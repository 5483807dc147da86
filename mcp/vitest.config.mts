import {defineConfig} from 'vitest/config';

/**
 * The MCP server's tests (mcp/test): an MCP client (the SDK's own) drives the server over stdio against the
 * production build, so they run after `npm run build`, as `npm run test:mcp`.
 */
export default defineConfig({
  test: {
    include: ['mcp/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
