/**
 * The site's `prism-react-renderer`: what the classic theme imports from that
 * package (`Highlight` in `CodeBlock/Content`, `Prism` in the client module
 * that loads `prism.additionalLanguages`), on top of Prism's core alone.
 *
 * Why: prism-react-renderer 2.4.1 is one module that carries its own Prism
 * with 33 grammars (Swift, Kotlin, Rust, Go, C++, Reason, GraphQL, …) and 20
 * colour themes, all of it in every page's `main.js`, with code or without.
 * Here Prism's core gets only the grammars the site lists in `prismLanguages`
 * (config/prism.ts), which Docusaurus loads from `prismjs` at startup; the
 * colour themes stay in the Node-side config. Every page is 16 KiB gzip lighter.
 *
 * `src/plugins/slim-prism.ts` points the bundler's `prism-react-renderer` at
 * this file (client and server bundles, so the HTML and the hydrated page
 * match). Node-side code (docusaurus.config.ts, config/prism.ts) still imports
 * the real package for its themes.
 */
import Prism from 'prismjs/components/prism-core';
import {createHighlight} from './highlight';

// Prism's core highlights every `code.language-*` element on DOMContentLoaded
// unless told not to; that would rewrite the server-rendered code blocks before
// React hydrates them. Its check runs when the event fires, so this is in time.
Prism.manual = true;

export {Prism};
export const Highlight = createHighlight(Prism);
export {normalizeTokens, useTokenize} from './highlight';
