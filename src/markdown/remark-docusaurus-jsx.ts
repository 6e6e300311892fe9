// Two Docusaurus components a page imports become plain Markdown before Expressive Code and
// the link rules see the page, so they look and behave like the rest of it:
// - `<CodeBlock language="js" title="…" showLineNumbers>{`…`}</CodeBlock>` (from
//   '@theme/CodeBlock') becomes the fenced code block it stands for: same look, magic
//   comments and `metastring` line ranges. Its text must be written out (a string, or a
//   template without `${}`) or the name of a `!!raw-loader!<file>` import, whose file is read
//   when the page builds.
// - `<Link to="/docs/x">` (from '@docusaurus/Link') becomes `<a href="/docs/x">`, which opens
//   other hosts in a new tab like every link (rehype-external-links).
// Only elements named by the page's own imports of those modules change. A CodeBlock this
// cannot read fails the build with the file and the rule.
// The components that check their props when the page renders (Tabs, Details…) are given the
// page's file as `dzSource`, so their errors name the file, not only the page's URL.
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { readFileSync } from 'node:fs';
import { SKIP, visit } from 'unist-util-visit';
import { rawLoaderFile } from '../integrations/docusaurus-imports';
import { plainJsxAttributes } from './jsx-attributes';
import { esmStatements, expressionOf } from './esm';
import { relative } from 'node:path';

/** Components that check their props at render time (src/components/mdx/source.ts reads the attribute). */
const CHECKED = new Set(['Tabs', 'Details', 'Admonition', 'TOCInline', 'IdealImage']);

/** The local names the page gives to the default export of each module it imports. */
export function importedNames(tree: Root): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of esmStatements(tree.children)) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
    if (local) names.set(local, statement.source.value);
  }
  return names;
}

/** A page's imports and its file, to read a `!!raw-loader!` import's text. */
interface Page {
  imports: Map<string, string>;
  path: string;
}

/** The text of an expression written out as a string or a template without `${}`, or named by a raw import. */
function literalText(node: { data?: { estree?: Program | null } }, page: Page): string | undefined {
  const expression = expressionOf(node.data?.estree);
  const source = expression?.type === 'Identifier' ? page.imports.get(expression.name) : undefined;
  const file = source && rawLoaderFile(source, page.path);
  if (file) return readFileSync(file, 'utf8');
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && !expression.expressions.length) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The single text child of the element: a `{…}` expression, directly or in a paragraph. */
function childText(el: MdxJsxFlowElement, page: Page): string | undefined {
  const [only, ...rest] = el.children;
  if (!only || rest.length) return undefined;
  if (only.type === 'mdxFlowExpression') return literalText(only, page);
  if (only.type === 'paragraph' && only.children.length === 1 && only.children[0]!.type === 'mdxTextExpression') return literalText(only.children[0], page);
  return undefined;
}

function codeBlock(el: MdxJsxFlowElement, page: Page, where: string): Code {
  const attrs = plainJsxAttributes(el, where);
  const value = childText(el, page);
  if (value === undefined)
    throw new Error(`${where}: its code must be one {\`…\`} or {'…'} written out, without \${…}, or the name of a '!!raw-loader!<file>' import`);
  const text = (name: string) => (typeof attrs[name] === 'string' ? (attrs[name] as string) : undefined);
  const lang = text('language') ?? /(?:^|\s)language-(\S+)/.exec(text('className') ?? '')?.[1];
  const title = text('title');
  const meta = [text('metastring'), title ? `title=${JSON.stringify(title)}` : '', attrs.showLineNumbers ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  return { type: 'code', lang: lang ?? null, meta: meta || null, value: value.replace(/^\n+|\s+$/g, '') };
}

export default function remarkDocusaurusJsx() {
  return (tree: Root, file: { path?: string }) => {
    const dzSource = file.path && relative(process.cwd(), file.path);
    const imports = importedNames(tree);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      if (dzSource && node.name && CHECKED.has(node.name)) node.attributes.push({ type: 'mdxJsxAttribute', name: 'dzSource', value: dzSource });
      const source = node.name ? imports.get(node.name) : undefined;
      if (source === '@docusaurus/Link') {
        node.name = 'a';
        for (const attr of node.attributes) if (attr.type === 'mdxJsxAttribute' && attr.name === 'to') attr.name = 'href';
      } else if (source === '@theme/CodeBlock' && node.type === 'mdxJsxFlowElement' && parent && index !== undefined) {
        parent.children.splice(index, 1, codeBlock(node, { imports, path: file.path ?? '' }, `${file.path ?? 'an MDX file'}: <${node.name}>`));
        return [SKIP, index];
      }
      return undefined;
    });
  };
}
