/**
 * Remark plugin: marks a page whose content nothing on the client can change, so that the browser keeps the
 * page's server-rendered HTML instead of hydrating it (`src/theme/DocItem/Content`).
 *
 * Hydrating a guide page's text is most of the page's hydration: every paragraph, list item, table cell and
 * link becomes a React component on the phone's main thread, to produce the HTML that is already there. A page
 * is static when its Markdown uses nothing interactive: no code block (copy and wrap buttons), no `<details>`,
 * no component of ours or of the theme (tabs, API reference, diagrams) but the pure ones of `staticComponents`
 * (PlanTable), no `{expression}`; only Markdown, HTML elements and admonitions. Such a page exports
 * `staticContent = true`. Runs last, after the code-block plugin.
 */
type Node = {type: string; name?: string | null; children?: Node[]; [key: string]: unknown};

export const STATIC_EXPORT = 'staticContent';

/**
 * Components of ours that render the same on the client as on the server and handle no event (no state, no
 * effect, no handler): a page using them can stay static. Add one only if that holds; the unit test renders
 * each and checks the component's source for hooks and handlers.
 */
export const staticComponents = ['PlanTable'];

/** JSX that renders the same on the client as on the server and handles no event: HTML elements, admonitions. */
function isStaticElement(name: string | null | undefined): boolean {
  if (!name) return false;
  if (name === 'admonition' || staticComponents.includes(name)) return true;
  return /^[a-z][a-z0-9]*$/.test(name) && name !== 'details';
}

/** Why the page must hydrate, or undefined when it need not. */
export function interactiveReason(tree: Node): string | undefined {
  let reason: string | undefined;
  const walk = (node: Node): void => {
    if (reason) return;
    switch (node.type) {
      case 'code':
        reason = 'a code block';
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (!isStaticElement(node.name)) {
          reason = `<${node.name ?? ''}>`;
          return;
        }
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        reason = 'an {expression}';
        return;
      case 'html':
        if (/<details\b/i.test(String(node.value))) reason = '<details>';
        break;
      default:
        break;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return reason;
}

function exportNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `export const ${STATIC_EXPORT} = true;`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: {type: 'Identifier', name: STATIC_EXPORT},
                  init: {type: 'Literal', value: true, raw: 'true'},
                },
              ],
            },
          },
        ],
      },
    },
  };
}

export default function remarkStaticContent() {
  return (tree: Node): void => {
    if (interactiveReason(tree) === undefined) tree.children?.push(exportNode());
  };
}
