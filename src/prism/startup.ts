/**
 * What the classic theme's startup module (`@docusaurus/theme-classic/lib/prism-include-languages.js`,
 * in every page's `main.js`) gets when it imports `Prism` from `prism-react-renderer`.
 *
 * That module only hands Prism to `@theme/prism-include-languages`, which is a
 * no-op here (src/theme/prism-include-languages.ts): the grammars load with the
 * code block (./languages.ts). Giving it the real Prism would pull Prism into
 * `main.js` on pages without code, so it gets an empty registry.
 */
export const Prism = {languages: {}};
