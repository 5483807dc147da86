/**
 * What `@theme/prism-include-languages` is on this site (src/theme/prism-include-languages.ts
 * re-exports it): nothing. Upstream loads `prism.additionalLanguages` into Prism at
 * startup, from every page's `main.js`. The site's grammars load with the code
 * block instead (./languages.ts); ./plugin.ts fails the build when
 * `additionalLanguages` is not empty. Upstream's file would also bundle Prism's
 * markup-templating grammar into `main.js` (a static require it keeps for PHP).
 */
export default function prismIncludeLanguages(): void {}
