/**
 * `import …` as MDX's ESM node with its estree, for the remark plugins that add an import to a page (the code block,
 * the API reference, the recipes).
 */
import type {MdxjsEsm} from 'mdast-util-mdx';

/** A default import, or an import for its side effects. */
export function importNode(source: string, defaultName?: string): MdxjsEsm {
  const specifiers = defaultName
    ? [{type: 'ImportDefaultSpecifier' as const, local: {type: 'Identifier' as const, name: defaultName}}]
    : [];
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            // As MDX's own parser (acorn) gives an import without `with {…}`.
            attributes: [],
          },
        ],
      },
    },
  };
}
