/**
 * Remark plugin: a ```mermaid fence becomes its picture, drawn at build time as static inline SVG, so a reader
 * downloads no diagram library and a page without a diagram loads nothing more.
 *
 * Writers keep a diagram as Mermaid text in the page (STYLE_GUIDE.md, "Tables, code and pictures"), with its text
 * alternative in Mermaid's own accessibility lines: `accTitle:` names the picture and `accDescr:` says what it shows.
 * The build fails, with the file and the line, on a diagram without both, or one the renderer cannot read.
 *
 * `beautiful-mermaid` draws it: Mermaid's syntax for flowcharts, state and sequence diagrams, laid out in Node with no
 * browser, so `npm start` and the build need nothing but Node. Its SVG colours everything through CSS custom
 * properties (`var(--_text)`, `var(--_line)`, …); each becomes the site's own variable for that role (`SITE_COLOURS`),
 * which dark mode changes, so the picture follows the reader's colour mode with no stylesheet of its own (the site's
 * one stylesheet would carry it to every page). The `<style>` it writes (a web-font import that the site's
 * Content-Security-Policy refuses, and rules for every `svg` and `text` of the page) is dropped: the text takes the
 * page's font. The SVG gets `role="img"`, named by a `<title>` and described by a `<desc>` from the accessibility lines, and its ids (arrow
 * markers) a prefix of its own, so two diagrams on one page never share an id.
 *
 * Runs after the product facts (a diagram may say `%WEBHOOK_TIMEOUT_SECONDS%`) and before the code-language check.
 * The page imports the diagram component itself, as code blocks do (./remark-code-block.ts).
 */
import {createHash} from 'node:crypto';
import {createRequire, findPackageJSON} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {importNode} from './mdx-import';

/** The local name of the import: unlikely to meet a writer's own `Diagram` import. */
export const DIAGRAM_NAME = 'MermaidDiagram';
export const DIAGRAM_MODULE = '@site/src/components/Diagram';

type VFileLike = {path?: string; history?: string[]};
type Renderer = typeof import('beautiful-mermaid');

const renderers = new Map<string, Renderer>();

/**
 * beautiful-mermaid, loaded from the site's node_modules on the first diagram. It publishes only an `import` entry,
 * which Docusaurus's loader of the configuration (jiti, which turns `import` into `require`) cannot resolve; Node's own
 * `require` of the entry's file loads it as the ES module it is.
 */
function renderer(siteDir: string): Renderer {
  let loaded = renderers.get(siteDir);
  if (!loaded) {
    const manifestPath = findPackageJSON('beautiful-mermaid', pathToFileURL(path.join(siteDir, 'package.json')));
    if (!manifestPath) throw new Error('beautiful-mermaid is not installed: run npm install');
    const load = createRequire(manifestPath);
    const manifest = load(manifestPath) as {exports: {'.': {import: string}}};
    loaded = load(path.resolve(path.dirname(manifestPath), manifest.exports['.'].import)) as Renderer;
    renderers.set(siteDir, loaded);
  }
  return loaded;
}

/**
 * The site's colour for each of the renderer's variables, from Infima's emphasis scale, which dark mode inverts: text
 * in the page's text colour or emphasis 800, lines, arrows and box outlines at emphasis 700 or 800 (at least 4.5:1
 * against the page in both modes, above the 3:1 WCAG 2.2 asks of graphics), box fills at emphasis 100 (the text on
 * them keeps its contrast). A variable a new renderer version adds fails the build until it is given a colour here.
 */
export const SITE_COLOURS: Readonly<Record<string, string>> = {
  '--bg': 'var(--ifm-background-surface-color)',
  '--fg': 'var(--ifm-font-color-base)',
  '--_text': 'var(--ifm-font-color-base)',
  '--_text-sec': 'var(--ifm-font-color-base)',
  '--_text-muted': 'var(--ifm-color-emphasis-800)',
  '--_text-faint': 'var(--ifm-color-emphasis-800)',
  '--_line': 'var(--ifm-color-emphasis-700)',
  '--_arrow': 'var(--ifm-color-emphasis-800)',
  '--_node-fill': 'var(--ifm-color-emphasis-100)',
  '--_node-stroke': 'var(--ifm-color-emphasis-700)',
  '--_group-fill': 'var(--ifm-background-surface-color)',
  '--_group-hdr': 'var(--ifm-color-emphasis-100)',
  '--_inner-stroke': 'var(--ifm-color-emphasis-600)',
  '--_key-badge': 'var(--ifm-color-emphasis-200)',
};

/** Every `var(--…)` of an attribute value, as the site's colour for it. */
function siteColours(value: string): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_whole, name: string) => {
    const colour = SITE_COLOURS[name];
    if (!colour) throw new Error(`the renderer paints with ${name}, which SITE_COLOURS gives no colour`);
    return colour;
  });
}

/** A diagram's source split into its text alternative and what the renderer draws. */
export type DiagramSource = {title: string; description: string; body: string};

/**
 * Takes Mermaid's accessibility lines out of a diagram's source: `accTitle: …`, `accDescr: …` and the block form
 * `accDescr { … }` (several lines, joined with spaces).
 */
export function splitAccessibility(source: string): DiagramSource {
  const lines = source.split('\n');
  const kept: string[] = [];
  let title = '';
  let description = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const single = /^acc(Title|Descr)\s*:\s*(.*)$/.exec(line);
    if (single) {
      if (single[1] === 'Title') title = single[2]!.trim();
      else description = single[2]!.trim();
      continue;
    }
    if (/^accDescr\s*\{/.test(line)) {
      const parts = [line.replace(/^accDescr\s*\{/, '')];
      while (!parts.at(-1)!.includes('}') && index + 1 < lines.length) parts.push(lines[++index]!.trim());
      description = parts.join(' ').replace(/\}.*$/, '').replace(/\s+/g, ' ').trim();
      continue;
    }
    kept.push(lines[index]!);
  }
  return {title, description, body: kept.join('\n')};
}

/** Every id of the drawing, renamed with `prefix`, and every reference to one (`url(#…)`, `href="#…"`). */
function prefixIds(svg: Element, prefix: string): void {
  const ids = new Set<string>();
  visit(svg, 'element', (node) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
  });
  visit(svg, 'element', (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value !== 'string') continue;
      if (name === 'id' && ids.has(value)) node.properties[name] = `${prefix}${value}`;
      else if ((name === 'href' || name === 'xLinkHref') && value.startsWith('#') && ids.has(value.slice(1))) {
        node.properties[name] = `#${prefix}${value.slice(1)}`;
      } else if (value.includes('url(#')) {
        node.properties[name] = value.replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
          ids.has(id) ? `url(#${prefix}${id})` : whole,
        );
      }
    }
  });
}

/**
 * The SVG markup of a diagram: drawn by beautiful-mermaid, without its `<style>` and inline colours, with
 * `role="img"`, its title and description, and ids of its own.
 */
export function renderDiagram({title, description, body}: DiagramSource, siteDir: string): string {
  const drawn = renderer(siteDir).renderMermaidSVG(body, {transparent: true});
  const tree = unified().use(rehypeParse, {fragment: true}).parse(drawn) as HastRoot;
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error('the renderer returned no <svg>');
  const prefix = `diagram-${createHash('sha256').update(body).digest('hex').slice(0, 8)}-`;
  prefixIds(svg, prefix);
  visit(svg, 'element', (node, index, parent) => {
    if (node.tagName !== 'style' || parent === undefined || index === undefined) return;
    parent.children.splice(index, 1);
    return index;
  });
  visit(svg, 'element', (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      // The renderer's classes and data attributes style and script nothing here: dropped, so that no rule of the
      // site's stylesheet can match them by chance, and the page carries fewer bytes.
      if (name === 'className' || /^data[A-Z]/.test(name)) delete node.properties[name];
      else if (typeof value === 'string' && value.includes('var(')) node.properties[name] = siteColours(value);
    }
  });
  // As wide as drawn, narrower on a small screen, centred; the height follows from the viewBox.
  svg.properties.style = `display:block;margin:0 auto;max-width:${String(svg.properties.width)}px`;
  svg.properties.width = '100%';
  delete svg.properties.height;
  svg.properties.role = 'img';
  svg.properties.ariaLabelledBy = [`${prefix}title`];
  svg.properties.ariaDescribedBy = [`${prefix}desc`];
  const text = (tagName: string, id: string, value: string): ElementContent => ({
    type: 'element',
    tagName,
    properties: {id},
    children: [{type: 'text', value}],
  });
  svg.children = [
    text('title', `${prefix}title`, title),
    text('desc', `${prefix}desc`, description),
    ...svg.children.filter((child) => !(child.type === 'text' && child.value.trim() === '')),
  ];
  // As HTML, which switches to SVG's attribute names inside <svg> itself, as the browser's parser reads it.
  return toHtml(svg);
}

/** The element that replaces a fence: the diagram component with the drawing's markup. */
function diagramElement(svg: string, node: Code): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: DIAGRAM_NAME,
    attributes: [{type: 'mdxJsxAttribute', name: 'svg', value: svg}],
    children: [],
    position: node.position,
  };
}

/** `siteDir`: the site's folder, where beautiful-mermaid is installed. */
export default function remarkDiagrams({siteDir}: {siteDir: string}) {
  return (tree: Root, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.[0] ?? 'an MDX file';
    let found = false;
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || parent === undefined || index === undefined) return;
      const where = `${filePath}:${node.position?.start.line ?? '?'}`;
      const source = splitAccessibility(node.value);
      if (!source.title || !source.description) {
        throw new Error(
          `${where}: a diagram needs its text alternative: add an \`accTitle: …\` line that names it and an ` +
            '`accDescr: …` line that says what it shows (STYLE_GUIDE.md, "Tables, code and pictures").',
        );
      }
      let svg: string;
      try {
        svg = renderDiagram(source, siteDir);
      } catch (error) {
        throw new Error(`${where}: the diagram cannot be drawn: ${(error as Error).message}`, {cause: error});
      }
      parent.children[index] = diagramElement(svg, node);
      found = true;
    });
    if (found) tree.children.unshift(importNode(DIAGRAM_MODULE, DIAGRAM_NAME));
  };
}
