/**
 * Code highlighting without prism-react-renderer's bundled Prism (33 grammars,
 * 20 themes): where the theme imports `prism-react-renderer`, the bundler takes
 * `src/prism` instead. Why and how: src/prism/index.ts.
 *
 * - The code block component (`CodeBlock/Content`) gets src/prism/index.ts:
 *   the renderer on Prism's core and the site's grammars.
 * - The theme's startup module gets src/prism/startup.ts, so no Prism lands in
 *   `main.js` (pages without code load none); the `@theme/prism-include-languages`
 *   it calls is a no-op swizzle, and `prism.additionalLanguages` stays empty.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const prismDir = path.resolve(__dirname, '../prism');

export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(prismDir, 'index.ts')}},
        module: {
          rules: [
            {
              // Resolve options of a rule apply to the imports of the modules it matches.
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              resolve: {alias: {'prism-react-renderer$': path.join(prismDir, 'startup.ts')}},
            },
          ],
        },
      };
    },
  };
}
