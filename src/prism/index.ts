/**
 * The site's `prism-react-renderer`: what the classic theme's code block
 * imports from that package (`Highlight`, in `CodeBlock/Content`), on Prism's
 * core and the grammars of ./languages.ts.
 *
 * Why: prism-react-renderer 2.4.1 is one module that carries its own Prism
 * with 33 grammars (Swift, Kotlin, Rust, Go, C++, Reason, GraphQL, …) and 20
 * colour themes, and the classic theme's startup module put all of it in every
 * page's `main.js`, with code or without. Now a page without code loads no
 * Prism at all, and a page with code loads only the grammars the site uses,
 * with the code block component. The colour themes stay in the Node-side
 * config (config/prism.ts), which imports the real package.
 *
 * `./plugin.ts` points the bundler at this file (client and
 * server bundles, so the HTML and the hydrated page match).
 */
import Prism from './languages';
import {createHighlight} from './highlight';

export {Prism};
export const Highlight = createHighlight(Prism);
export {normalizeTokens, useTokenize} from './highlight';
