import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {fromMarkdown} from 'mdast-util-from-markdown';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {dataFlowsOutOfRegion} from '../../config/facts';
import {describe, expect, it} from 'vitest';
import {replaceProductFacts} from './remark-product-facts';
import remarkDiagrams, {DIAGRAM_MODULE, DIAGRAM_NAME, renderDiagram, splitAccessibility} from './remark-diagrams';

const ROOT = path.resolve(import.meta.dirname, '../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

/** Every ```mermaid fence of the guides, with its file and line, tokens replaced as the build does. */
const diagrams = ['user', 'developer', 'integration'].flatMap(mdxFiles).flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => ({
    where: `${file}:${match.input.slice(0, match.index).split('\n').length}`,
    source: replaceProductFacts(match[1]!, file),
  })),
);

/**
 * The labels a diagram's source writes: messages and notes (`A->>B: text`, `Note over A: text`), block conditions
 * (`alt text`), transitions (`A --> B: text`), edge labels (`-->|text|`) and quoted node labels (`["text"]`).
 */
function labelsOf(body: string): string[] {
  const patterns = [
    /^\s*[\w ]+?\s*(?:-->>|->>|--x|-x|-->|->)\s*[\w ]+?\s*:\s*(.+?)\s*$/gm,
    /^\s*Note (?:over|left of|right of) [^:]+:\s*(.+?)\s*$/gm,
    /^\s*(?:alt|else|loop|opt)\s+(.+?)\s*$/gm,
    /\|"?([^|"]+?)"?\|/g,
    /\["([^"]+)"\]/g,
  ];
  return patterns.flatMap((pattern) => [...body.matchAll(pattern)].map((match) => match[1]!));
}

type Node = {type: string; name?: string; value?: string; children?: Node[]; attributes?: {value: string}[]};

function run(markdown: string, file = 'page.mdx'): Node {
  const tree = fromMarkdown(markdown) as unknown as Node;
  remarkDiagrams({siteDir: ROOT})(tree as never, {path: file});
  return tree;
}

/** The drawing's <svg> element, parsed as the browser's HTML parser does. */
const parse = (svg: string): Element => select('svg', unified().use(rehypeParse, {fragment: true}).parse(svg))!;
const textOf = (svg: Element, selector: string) => {
  const found = select(selector, svg);
  return found ? toString(found) : undefined;
};

describe('the guides’ diagrams', () => {
  it('are at least six', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(6);
  });

  it.each(diagrams.map((diagram) => [diagram.where, diagram.source]))(
    '%s draws with its text alternative',
    (_where, source) => {
      const parts = splitAccessibility(source);
      expect(parts.title).not.toBe('');
      expect(parts.description.length).toBeGreaterThan(parts.title.length);
      const svg = parse(renderDiagram(parts, ROOT));
      expect(svg.properties.role).toBe('img');
      const [titleId] = svg.properties.ariaLabelledBy as string[];
      const [descId] = svg.properties.ariaDescribedBy as string[];
      expect(textOf(svg, `title[id="${titleId}"]`)).toBe(parts.title);
      expect(textOf(svg, `desc[id="${descId}"]`)).toBe(parts.description);
      // No <style>: its web-font import breaks the Content-Security-Policy, and its rules would reach the whole page.
      expect(select('style', svg)).toBeUndefined();
      // Painted only with the site's colours, which follow the colour mode.
      const painted = selectAll('[fill], [stroke]', svg).flatMap((node) => [
        node.properties.fill,
        node.properties.stroke,
      ]);
      for (const colour of painted.filter((value) => typeof value === 'string' && value.includes('var('))) {
        expect(colour).toMatch(/^var\(--ifm-[\w-]+\)$/);
      }
      // No token left for a reader to see.
      expect(toString(svg)).not.toMatch(/%[A-Z_0-9]+%/);
      // Every message, note and edge label the source writes is drawn: none is dropped on the way.
      const drawn = selectAll('text', svg)
        .map((node) => toString(node))
        .join('\n');
      const labels = labelsOf(parts.body);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(drawn).toContain(label);
    },
  );

  it('never share an id, so two on one page stay valid', () => {
    const ids = diagrams.flatMap(({source}) =>
      selectAll('[id]', parse(renderDiagram(splitAccessibility(source), ROOT))).map((node) =>
        String(node.properties.id),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the data-region diagram', () => {
  it('draws every flow that config/facts.ts says leaves the region', () => {
    const diagram = diagrams.find(({where}) => where.startsWith('user/workspace/security-and-compliance.mdx'));
    const drawn = selectAll('text', parse(renderDiagram(splitAccessibility(diagram!.source), ROOT))).map((node) =>
      toString(node),
    );
    expect(dataFlowsOutOfRegion.length).toBeGreaterThan(3);
    for (const flow of dataFlowsOutOfRegion) expect(drawn.join(' ')).toContain(flow);
  });
});

describe('remarkDiagrams', () => {
  const fence = (body: string) => `Before.\n\n\`\`\`mermaid\n${body}\n\`\`\`\n`;

  it('replaces the fence with the diagram component, which the page imports', () => {
    const tree = run(fence('flowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B.\n  A --> B'));
    expect(tree.children![0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import ${DIAGRAM_NAME} from '${DIAGRAM_MODULE}';`,
    });
    const element = tree.children!.find((node) => node.type === 'mdxJsxFlowElement')!;
    expect(element.name).toBe(DIAGRAM_NAME);
    const svg = parse(element.attributes![0]!.value);
    expect(textOf(svg, 'title')).toBe('Two steps');
    expect(textOf(svg, 'desc')).toBe('A leads to B.');
    expect(selectAll('text', svg).map((text) => toString(text))).toEqual(['A', 'B']);
  });

  it('leaves a page without a diagram as it was, with no import', () => {
    const tree = run('Text.\n\n```js\nconst a = 1;\n```\n');
    expect(tree.children!.map((node) => node.type)).toEqual(['paragraph', 'code']);
  });

  it('reads a description written as a block', () => {
    expect(
      splitAccessibility('flowchart LR\n  accTitle: T\n  accDescr {\n    First line\n    second line\n  }\n  A --> B'),
    ).toEqual({
      title: 'T',
      description: 'First line second line',
      body: 'flowchart LR\n  A --> B',
    });
  });

  it.each([
    ['no accTitle', 'flowchart LR\n  accDescr: A leads to B.\n  A --> B'],
    ['no accDescr', 'flowchart LR\n  accTitle: Two steps\n  A --> B'],
  ])('fails the build on a diagram with %s, naming the file and line', (_case, body) => {
    expect(() => run(fence(body), 'guide.mdx')).toThrow(/guide\.mdx:3: a diagram needs its text alternative/);
  });

  it('fails the build on a diagram the renderer cannot read, naming the file and line', () => {
    expect(() => run(fence('notADiagram\n  accTitle: T\n  accDescr: D.'), 'guide.mdx')).toThrow(
      /guide\.mdx:3: the diagram cannot be drawn/,
    );
  });
});
