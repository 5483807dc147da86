import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-base-url/',
      '.docusaurus/',
      '.docusaurus-base-url/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'mcp/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // The back-end recipe's published server leaves signedInUser(req) for the reader to fill in with their own
    // session check: its `req` is unused until then.
    files: ['static/files/chat-server.mjs'],
    rules: {'@typescript-eslint/no-unused-vars': ['error', {args: 'none'}]},
  },
  {
    // config/ is the ground floor: data that every layer reads, so it reads nothing of theirs.
    files: ['config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['**/src/**', '@site/src/**'], message: 'config/ is data: it imports nothing of src/.'}]},
      ],
    },
  },
  {
    // What the browser runs never imports what only the build runs: the two sides share src/api-model.ts.
    files: ['src/{components,theme,pages,utils,search,client,prism}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**', '@site/src/plugins/**'],
              message: 'Browser code imports no build code (src/plugins/); shared types go in src/api-model.ts.',
            },
          ],
        },
      ],
    },
  },
);
