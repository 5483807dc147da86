/**
 * Bundles `src/prism` wherever the theme imports `prism-react-renderer`: Prism's
 * core plus the grammars in `prismLanguages` (config/prism.ts) instead of the
 * package's own Prism with 33 grammars and 20 themes (16 KiB gzip off
 * every page). Why and how: src/prism/index.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../prism/index.ts')}},
      };
    },
  };
}
