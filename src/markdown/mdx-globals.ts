// The variables Docusaurus gives every MDX page without an import: `frontMatter` (the page's
// front matter as written), `contentTitle` (the text of an opening `# Title`, else undefined)
// and `toc` (its h2–h6 headings, each `{value, id, level}`), exported by the page as Docusaurus'
// MDX loader does, so `{frontMatter.keywords.join('、')}` or `{toc.length}` work. A page that
// declares one of these names itself keeps its own; its own `export const toc = [...]` is also
// the side TOC, as in Docusaurus. A bare `<TOCInline />` is given `toc={toc}`.
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Expression, Program } from 'estree';
import type { Heading } from '../lib/docs/toc';
import { literal } from './json-ld';
import { openingTitleIndex } from './remark-content-title';
import { pluginFrontmatter } from './plugin-frontmatter';
import { esmStatements } from './esm';

type Data = {
  dzMdxGlobals?: { frontMatter: Record<string, unknown>; contentTitle: string | undefined };
  astro?: { frontmatter?: Record<string, unknown> };
  [key: string]: unknown;
};
type File = { path?: string; data: Data };

export const MDX_GLOBALS = ['frontMatter', 'contentTitle', 'toc'] as const;

/** A JSON-like value as an estree expression (what the MDX compiler reads). */
function toEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value instanceof Date) return { type: 'Literal', value: value.toISOString() };
  if (value && typeof value === 'object') {
    const properties = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: key },
        value: toEstree(v),
      }));
    return { type: 'ObjectExpression', properties } as Expression;
  }
  if (value === undefined) return { type: 'Identifier', name: 'undefined' };
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/** Names the page's own imports and exports declare. */
function declared(tree: HastRoot): Set<string> {
  const names = new Set<string>();
  for (const statement of esmStatements(tree.children)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
    if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
    if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
  }
  return names;
}

type TocEntry = { value: string; id: string; level: number };

/** The page's own `export const toc = [...]`, as a heading list; it must be literals, read at build time. */
function ownToc(tree: HastRoot, where: string): Heading[] | undefined {
  for (const statement of esmStatements(tree.children)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (declaration?.type !== 'VariableDeclaration') continue;
    const init = declaration.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === 'toc')?.init;
    if (!init) continue;
    const entries = literal(init, where, 'export const toc');
    const valid = (e: unknown): e is TocEntry =>
      !!e && typeof (e as TocEntry).value === 'string' && typeof (e as TocEntry).id === 'string' && Number.isInteger((e as TocEntry).level);
    if (!Array.isArray(entries) || !entries.every(valid))
      throw new Error(`${where}: export const toc must be an array of {value: string, id: string, level: number}`);
    // `value` may hold HTML, as Docusaurus' does; the side TOC shows its text.
    return entries.map((e) => ({ depth: e.level, slug: e.id, text: e.value.replace(/<[^>]*>/g, '') }));
  }
  return undefined;
}

/** A bare `<TOCInline />` is given the page's `toc`, which Docusaurus' pages pass by hand. */
function giveTocInlineTheToc(tree: HastRoot) {
  visit(tree, 'mdxJsxFlowElement', (n) => {
    if (n.name !== 'TOCInline' || n.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'toc')) return;
    const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: 'toc' } }] };
    n.attributes.push({ type: 'mdxJsxAttribute', name: 'toc', value: { type: 'mdxJsxAttributeValueExpression', value: 'toc', data: { estree } } });
  });
}

/** First in the remark plugins: the front matter before plugins add their flags, and the opening `# Title`. */
export function remarkMdxGlobals() {
  return (tree: Root, file: File) => {
    if (!file.path?.endsWith('.mdx')) return;
    const title = tree.children[openingTitleIndex(tree.children)];
    const contentTitle = title ? mdastText(title) : undefined;
    file.data.dzMdxGlobals = { frontMatter: { ...file.data.astro?.frontmatter }, contentTitle };
  };
}

/** After rehype-headings, which sets the heading ids and lists the headings: exports the three variables. */
export function rehypeMdxGlobals() {
  return (tree: HastRoot, file: File) => {
    const globals = file.data.dzMdxGlobals;
    if (!globals) return;
    giveTocInlineTheToc(tree);
    const own = ownToc(tree, file.path ?? 'MDX page');
    if (own) pluginFrontmatter(file).tocHeadings = own;
    const headings = (file.data.astro?.frontmatter?.tocHeadings ?? []) as Heading[];
    const toc = headings.map(({ text, slug, depth }) => ({ value: text, id: slug, level: depth }));
    const values: Record<(typeof MDX_GLOBALS)[number], unknown> = { ...globals, toc };
    const taken = declared(tree);
    const body = MDX_GLOBALS.filter((name) => !taken.has(name)).map((name) => ({
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      attributes: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: toEstree(values[name]) }],
      },
    }));
    if (body.length) tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } } as never);
  };
}
