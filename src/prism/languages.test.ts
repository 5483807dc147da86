import {readFileSync} from 'node:fs';
import getLoader from 'prismjs/dependencies';
import prismComponents from 'prismjs/components.js';
import {describe, expect, it} from 'vitest';
import Prism from './languages';

const file = 'src/prism/languages.ts';
const imported = [...readFileSync(file, 'utf8').matchAll(/^import 'prismjs\/components\/prism-([\w-]+)';$/gm)].map(
  (match) => match[1]!,
);

describe(file, () => {
  it('imports each grammar after the ones it builds on, and all of them (prismjs dependency data)', () => {
    const loadOrder = getLoader(prismComponents, imported).getIds();
    expect(
      imported,
      `${file}: import the grammars in this order, each after the ones it builds on: ${loadOrder.join(', ')}`,
    ).toEqual(loadOrder);
  });

  it('registers every imported grammar with Prism, and no grammar prism-react-renderer would have added', () => {
    // js-extras adds no language of its own: it extends javascript (window, document, method calls).
    for (const id of imported.filter((id) => id !== 'js-extras')) expect(Prism.languages[id], id).toBeTypeOf('object');
    expect(Prism.languages.javascript).toHaveProperty('dom');
    expect(Prism.languages.swift).toBeUndefined();
    expect(Prism.languages.rust).toBeUndefined();
  });
});
