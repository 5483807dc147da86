/**
 * Swizzle of @theme/prism-include-languages: eject (safe), theme-classic 3.10.2.
 * Why: upstream loads `prism.additionalLanguages` into Prism at startup, from
 * every page's `main.js`. The site's grammars load with the code block instead
 * (src/prism/languages.ts, see src/plugins/slim-prism.ts), so there is nothing
 * to load here; upstream's file would still bundle Prism's markup-templating
 * grammar into `main.js` (a static require it keeps for PHP).
 */
export default function prismIncludeLanguages(): void {}
