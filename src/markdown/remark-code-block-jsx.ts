// Docusaurus' `<CodeBlock language="js" title="…" showLineNumbers>{`…`}</CodeBlock>` in MDX
// becomes the fenced code block it stands for, before Expressive Code draws the page's code:
// same look, magic comments and line ranges (`metastring`). Its text must be written out (a
// string or a template without `${}`), since it is read when the page builds; anything else
// fails the build with the file and that rule.
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

type Estree = { body?: { type: string; expression?: EstreeNode }[] };
type EstreeNode = { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string | null } }[] };

/** The text of an expression written out as a string or a template without `${}`. */
function literalText(node: { type: string; data?: { estree?: Estree | null } }): string | undefined {
  const expression = node.data?.estree?.body?.[0]?.expression;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && !expression.expressions?.length) return expression.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The single text child of the element: a `{…}` expression, directly or in a paragraph. */
function childText(el: MdxJsxFlowElement): string | undefined {
  const [only, ...rest] = el.children;
  if (!only || rest.length) return undefined;
  if (only.type === 'mdxFlowExpression') return literalText(only);
  if (only.type === 'paragraph' && only.children.length === 1 && only.children[0]!.type === 'mdxTextExpression') return literalText(only.children[0]!);
  return undefined;
}

export default function remarkCodeBlockJsx() {
  return (tree: Root, file: { path?: string }) => {
    visit(tree, 'mdxJsxFlowElement', (el: MdxJsxFlowElement, index, parent) => {
      if (el.name !== 'CodeBlock' || !parent || index === undefined) return undefined;
      const where = `${file.path ?? 'an MDX file'}: <CodeBlock>`;
      const attrs: Record<string, string | true> = {};
      for (const attr of el.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || (attr.value !== null && typeof attr.value !== 'string')) {
          throw new Error(`${where}: attributes must be plain text ("…") or bare flags`);
        }
        attrs[attr.name] = attr.value ?? true;
      }
      const value = childText(el);
      if (value === undefined) throw new Error(`${where}: its code must be one {\`…\`} or {'…'} written out, without \${…}`);
      const text = (name: string) => (typeof attrs[name] === 'string' ? (attrs[name] as string) : undefined);
      const lang = text('language') ?? /(?:^|\s)language-(\S+)/.exec(text('className') ?? '')?.[1];
      const title = text('title');
      const meta = [text('metastring'), title ? `title=${JSON.stringify(title)}` : '', attrs.showLineNumbers ? 'showLineNumbers' : '']
        .filter(Boolean)
        .join(' ');
      const code: Code = { type: 'code', lang: lang ?? null, meta: meta || null, value: value.replace(/^\n+|\s+$/g, '') };
      parent.children.splice(index, 1, code);
      return [SKIP, index];
    });
  };
}
