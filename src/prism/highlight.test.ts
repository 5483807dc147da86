/**
 * src/prism stands in for prism-react-renderer in the site's bundles. These
 * tests render the site's own code blocks through both and require the same
 * HTML: our copy of the renderer must match upstream's, and our Prism (core +
 * the prismjs grammars of ./languages.ts) must colour code as upstream's
 * bundled Prism does, for every language both have.
 */
import {globSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as UpstreamHighlight, Prism as UpstreamPrism, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {lightCodeTheme} from '../../config/prism';
import {guideAreas} from '../../config/areas';
import {replaceProductFacts} from '../plugins/remark-product-facts';
import {Highlight, Prism} from './index';

type Sample = {file: string; line: number; language: string; code: string};

/** The site's folder, from this file's place in it. */
const siteDir = path.resolve(__dirname, '../..');

/** Every fenced code block of the guides, with a language, its tokens written out. */
function docSamples(): Sample[] {
  const samples: Sample[] = [];
  const pattern = `{${guideAreas.map((area) => area.path).join(',')}}/**/*.{md,mdx}`;
  for (const file of globSync(pattern, {cwd: siteDir}).sort()) {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    for (const match of text.matchAll(/^([ \t]*)```([\w-]+)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
      const line = text.slice(0, match.index).split('\n').length;
      // As the build highlights it: product-fact tokens (`%EMBED_SNIPPET%`) replaced by their values.
      samples.push({file, line, language: match[2]!, code: replaceProductFacts(match[3]!, file)});
    }
  }
  return samples;
}

/** The markup Docusaurus's CodeBlock builds from the render props (lines of tokens). */
const render = (props: RenderProps): ReactElement =>
  createElement(
    'pre',
    {className: props.className, style: props.style},
    props.tokens.map((line, i) =>
      createElement(
        'span',
        {key: i, ...props.getLineProps({line})},
        line.map((token, key) => createElement('span', {key, ...props.getTokenProps({token})})),
      ),
    ),
  );

const html = (component: typeof Highlight, sample: Sample, prism?: typeof Prism) =>
  renderToStaticMarkup(
    createElement(component, {
      prism,
      theme: lightCodeTheme,
      language: sample.language,
      code: sample.code,
      children: render,
    }),
  );

const samples = docSamples();

describe('src/prism', () => {
  it('finds the guides’ code blocks, in several languages', () => {
    expect(new Set(samples.map((sample) => sample.language)).size).toBeGreaterThan(4);
  });

  it('highlights every language of the guides (tokens, not one plain run)', () => {
    // `text` is written to stay plain (README, "Adding or changing a page"); `mermaid` is drawn as a picture at
    // build time (src/plugins/remark-diagrams.ts), never highlighted.
    const plain = new Set(['text', 'mermaid']);
    for (const language of new Set(
      samples.map((sample) => sample.language).filter((language) => !plain.has(language)),
    )) {
      const sample = samples.find((candidate) => candidate.language === language)!;
      expect(html(Highlight, sample), `${sample.file}:${sample.line}`).toMatch(/class="token (?!plain)[\w-]+/);
    }
  });

  it('renders each code block exactly as prism-react-renderer does with the same Prism', () => {
    for (const sample of samples) {
      expect(html(Highlight, sample), `${sample.file}:${sample.line}`).toBe(html(UpstreamHighlight, sample, Prism));
    }
  });

  it('colours code as prism-react-renderer’s own Prism does, for every language it bundles', () => {
    const shared = samples.filter((sample) => UpstreamPrism.languages[sample.language.toLowerCase()]);
    expect(shared.length).toBeGreaterThan(5);
    // What a reader sees: each run of text and its colours. Token class names may differ where upstream bundles a
    // grammar the site leaves out because it colours nothing differently (jsdoc names a `/** … */` comment
    // `doc-comment comment`, in the comment's colour); a grammar that changes a colour must be in ./languages.ts.
    const seen = (markup: string) => markup.replace(/ class="[^"]*"/g, '');
    for (const sample of shared) {
      expect(seen(html(Highlight, sample)), `${sample.file}:${sample.line}`).toBe(
        seen(html(UpstreamHighlight, sample)),
      );
    }
  });

  it('stays out of the way of server-rendered code: no automatic highlighting', () => {
    expect(Prism.manual).toBe(true);
  });
});
