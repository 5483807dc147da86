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
    // config/ is the ground floor: data that every layer reads, so it reads nothing of theirs.
    files: ['config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['**/src/**', '@site/src/**'], message: 'config/ is data: it imports nothing of src/.'}]},
      ],
    },
  },
);
