/**
 * Code highlighting without prism-react-renderer's bundled Prism (33 grammars,
 * 20 themes): where the theme imports `prism-react-renderer`, the bundler takes
 * `src/prism` instead. Why and how: src/prism/index.ts.
 *
 * - The code block component (`CodeBlock/Content`) gets src/prism/index.ts:
 *   the renderer on Prism's core and the site's grammars.
 * - The theme's startup module gets src/prism/startup.ts, so no Prism lands in
 *   `main.js` (pages without code load none); the `@theme/prism-include-languages`
 *   it calls is a no-op (./include-languages.ts), and a non-empty
 *   `prism.additionalLanguages` fails the build, naming src/prism/languages.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLeftOut} from '../leave-out';

const prismDir = __dirname;

/** The bundler rule's target: the classic theme's startup module (a private file path, see src/framework-internals.ts). */
export const themeStartupModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/**
 * `prism.additionalLanguages` does nothing here (the startup module gets an
 * empty Prism), so a language listed there would silently stay plain text.
 * Returns the build error for a non-empty list, or undefined.
 */
export function additionalLanguagesError(themeConfig: {prism?: {additionalLanguages?: unknown}}): string | undefined {
  const listed = themeConfig.prism?.additionalLanguages;
  if (!Array.isArray(listed) || listed.length === 0) return undefined;
  return (
    `docusaurus.config.ts: themeConfig.prism.additionalLanguages lists ${listed.map((id) => `"${id}"`).join(', ')}, ` +
    'but this site loads Prism grammars with the code block, not at startup, so the list would do nothing. ' +
    'Import each grammar in src/prism/languages.ts instead (the file says how and in which order), ' +
    'and leave additionalLanguages empty.'
  );
}

export default function slimPrism(context: LoadContext): Plugin {
  const problem = additionalLanguagesError(context.siteConfig.themeConfig as {prism?: {additionalLanguages?: unknown}});
  if (problem) throw new Error(problem);
  return {
    name: 'slim-prism',
    configureWebpack() {
      // A measuring build may leave it out (src/leave-out.ts): the theme's prism-react-renderer, Prism in main.js.
      if (isLeftOut('slim-prism')) return {};
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(prismDir, 'index.ts')}},
        module: {
          rules: [
            {
              // Resolve options of a rule apply to the imports of the modules it matches.
              test: themeStartupModule,
              resolve: {alias: {'prism-react-renderer$': path.join(prismDir, 'startup.ts')}},
            },
          ],
        },
      };
    },
  };
}
