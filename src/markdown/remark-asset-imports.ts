// Files an MDX page takes as URLs, as Docusaurus' webpack gives them:
// - `require('./x.png').default` (or `require('./file.pdf')`) in a JSX attribute becomes an
//   import of the file's URL (Vite's `?url`, never inlined as a data: URL, which a new tab
//   would not open and the Content-Security-Policy may refuse), so the file is part of the build;
// - `<img src={pic}>` where `pic` is an imported image becomes `pic.src`: an import here gives
//   Astro's image data, whose text would be "[object Object]".
import type { Expression, ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { importedNames } from './remark-docusaurus-jsx';
import { expressionOf } from './esm';

const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

/** The path of `require('<path>')` or `require('<path>').default`, else undefined. */
function requiredPath(e: Expression | undefined): string | undefined {
  const call = e?.type === 'MemberExpression' && e.property.type === 'Identifier' && e.property.name === 'default' ? e.object : e;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments.length !== 1) return undefined;
  const [arg] = call.arguments;
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}

function setExpression(value: MdxJsxAttributeValueExpression, expression: Expression, text: string): void {
  value.value = text;
  value.data = { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } };
}

export default function remarkAssetImports() {
  return (tree: Root) => {
    const imports = importedNames(tree);
    const added: ImportDeclaration[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'object' || !attr.value) continue;
        const expression = expressionOf(attr.value.data?.estree);
        const path = requiredPath(expression);
        if (path) {
          const name = `__dzAsset${added.length}`;
          added.push({
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: `${path}?url&no-inline` },
            attributes: [],
          });
          setExpression(attr.value, { type: 'Identifier', name }, name);
        } else if (node.name === 'img' && attr.name === 'src' && expression?.type === 'Identifier' && IMAGE.test(imports.get(expression.name) ?? '')) {
          const src = {
            type: 'MemberExpression',
            object: expression,
            property: { type: 'Identifier', name: 'src' },
            computed: false,
            optional: false,
          } as const;
          setExpression(attr.value, src, `${expression.name}.src`);
        }
      }
    });
    if (added.length) tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: added } } } as never);
  };
}
