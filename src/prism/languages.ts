/**
 * Prism's core and the grammars the site highlights: the only list of them.
 * Every page with a code block loads them (with the code block component, not
 * in `main.js`); each grammar adds to every such page's download.
 *
 * To highlight another language, import its prismjs component here
 * (`node_modules/prismjs/components/prism-<id>.js`) after the grammars it
 * builds on; its aliases (js, html, sh, py, …) come with it. `languages.test.ts`
 * checks the list against prismjs's own dependency data and prints the order
 * to use. A fenced code block in a language
 * not loaded here fails the build (src/plugins/remark-code-languages.ts).
 *
 * The grammar files fill the global `Prism` that the core sets, so the core
 * comes first and the grammars in dependency order (ES modules run in import
 * order). js-extras is in because prism-react-renderer bundled it: it colours
 * `window`, method calls and class names in JavaScript; regex too, before
 * javascript, which reads it when it loads: it colours the inside of a regular
 * expression literal (617 B gzip on pages with code).
 */
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-nginx';

// Prism's core highlights every `code.language-*` element on DOMContentLoaded
// unless told not to; that would rewrite the server-rendered code blocks before
// React hydrates them. Its check runs when the event fires, so this is in time.
Prism.manual = true;

export default Prism;
