// The Markdown twin of a doc (/docs/x → /docs/x.md): the source parsed into mdast, every
// MDX and HTML construct turned into the plain Markdown that means the same thing, links made
// absolute site paths, then printed again. Admonitions become blockquotes led by their label,
// tabs become a heading per tab, code blocks keep only their language and title.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import GithubSlugger from 'github-slugger';
import { toString as mdastText } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { stringify as yamlStringify } from 'yaml';
import { admonition } from './admonitions';
import { ADMONITION_TITLES } from '../../markdown/remark-admonitions';
import { cleanCodeMeta } from './code';
import { applyMagicComments } from '../../markdown/remark-code-meta';
import { evaluateExpression, readEsm } from './esm';
import { htmlToNodes } from './html';
import { jsxElement } from './jsx';
import { mergeText, PHRASING_PARENTS, text, wrapPhrasing } from './tree';
import { fail, TwinError, type MdNode, type SourceHeading, type State, type TwinContext } from './types';
import { resolveImageUrl, resolveUrl } from './urls';
import { mdx1Compat } from '../mdx-compat';
import remarkHeadingIds from '../../markdown/remark-heading-ids';
import remarkAdmonitionTitles from '../../markdown/remark-admonition-titles';
import { VFile } from 'vfile';
import { openingTitleIndex } from '../../markdown/remark-content-title';
import remarkDocusaurusJsx from '../../markdown/remark-docusaurus-jsx';

export { linkList } from './tree';
export { resolveUrl } from './urls';
export { TwinError, type LinkEntry, type MdNode, type SourceHeading, type TwinContext } from './types';

const parserFor = (format: 'md' | 'mdx') => {
  const processor = unified().use(remarkParse);
  // <CodeBlock> and <Link> imported from Docusaurus become a fenced block and a link, as on the page.
  if (format === 'mdx') processor.use(remarkMdx).use(remarkDocusaurusJsx);
  return processor.use(remarkGfm).use(remarkDirective).use(remarkAdmonitionTitles).use(remarkMath).use(remarkHeadingIds);
};
const PARSERS = { md: parserFor('md'), mdx: parserFor('mdx') };
const PRINTER = unified()
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one', resourceLink: true })
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkMath);

/** Headings of the source with the ids the page gives them (github-slugger over every heading, in order). */
export function sourceHeadings(tree: MdNode): SourceHeading[] {
  const slugger = new GithubSlugger();
  const out: SourceHeading[] = [];
  visit(tree as unknown as Root, 'heading', (node) => {
    const text = mdastText(node).trim();
    // An explicit `{#id}` is the page's id as it is (rehype-headings does not slug it).
    const id = node.data?.hProperties?.id;
    const slug = typeof id === 'string' ? id : slugger.slug(text);
    if (node.depth > 1) out.push({ depth: node.depth, text, slug, content: node.children as unknown as MdNode[] });
  });
  return out;
}

/** The headings of a Markdown body with the ids its page gives them (a partial's, for the TOC of the pages that import it). */
export function headingsOf(body: string, format: 'md' | 'mdx'): SourceHeading[] {
  const parser = PARSERS[format];
  return sourceHeadings(parser.runSync(parser.parse(format === 'mdx' ? mdx1Compat(body) : body)) as unknown as MdNode);
}

/** Body of a doc as clean Markdown (no front matter), and the source headings. */
export function bodyToMarkdown(body: string, ctx: TwinContext): { markdown: string; headings: SourceHeading[] } {
  const parser = PARSERS[ctx.format];
  let tree: MdNode;
  try {
    const source = ctx.format === 'mdx' ? mdx1Compat(body) : body;
    // The file's path: a `!!raw-loader!./x` import is read from beside it.
    tree = parser.runSync(parser.parse(source), new VFile({ path: ctx.file })) as unknown as MdNode;
  } catch (error) {
    throw new TwinError(`${ctx.file}: cannot parse as ${ctx.format.toUpperCase()}: ${(error as Error).message}`);
  }
  const headings = sourceHeadings(tree);
  const scope = readEsm((tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value ?? ''));
  // The variables every MDX page has, as on the page; the page's own declarations win.
  const title = tree.children?.[openingTitleIndex(tree.children ?? [])];
  const contentTitle = title ? mdastText(title as never) : undefined;
  const toc = headings.map((h) => ({ value: h.text, id: h.slug, level: h.depth }));
  scope.values = { frontMatter: ctx.frontMatter ?? {}, contentTitle, toc, ...scope.values };
  const state: State = {
    ctx,
    scope,
    headings,
    lastDepth: 0,
    convert: (children, parentType) => convertChildren(children, state, parentType),
  };
  const root = { type: 'root', children: convertChildren(tree.children ?? [], state, 'root') } as MdNode;
  assertPlain(root, state);
  const markdown = PRINTER.stringify(root as unknown as Root).trim();
  return { markdown: markdown ? `${markdown}\n` : '', headings: state.headings };
}

/** The whole twin file: front matter (title, description), the title as `#`, then the body. */
export function twinDocument(meta: { title: string; description?: string }, body: string): string {
  const fm: Record<string, string> = { title: meta.title };
  if (meta.description) fm.description = meta.description;
  return `---\n${yamlStringify(fm, { lineWidth: 0 })}---\n\n# ${escapeHeading(meta.title)}\n\n${body}`;
}

/** A title as heading text: Markdown punctuation that would change its meaning is escaped. */
export function escapeHeading(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** Prints mdast (made by this module) as Markdown. */
export function printMarkdown(node: MdNode): string {
  return PRINTER.stringify({ type: 'root', children: [node] } as unknown as Root);
}

function assertPlain(node: MdNode, state: State) {
  if (/^mdx|Directive$/.test(node.type) || node.type === 'html') fail(state, node, `${node.type} left after conversion (a bug of src/lib/llms)`);
  node.children?.forEach((c) => assertPlain(c, state));
}

function convertChildren(children: MdNode[], state: State, parentType: string): MdNode[] {
  const out = children.flatMap((child) => convertNode(child, state, parentType));
  return PHRASING_PARENTS.has(parentType) ? mergeText(out) : wrapPhrasing(out, parentType);
}

function convertNode(node: MdNode, state: State, parentType: string): MdNode[] {
  const inline = PHRASING_PARENTS.has(parentType);
  switch (node.type) {
    case 'heading':
      state.lastDepth = node.depth as number;
      return [{ ...node, children: convertChildren(node.children ?? [], state, 'heading') }];
    case 'code':
      return [
        {
          type: 'code',
          lang: node.lang ?? null,
          meta: cleanCodeMeta(node.meta as string | null),
          value: applyMagicComments(node.value ?? '', node.lang as string | null, node.meta as string | null).code,
        },
      ];
    case 'link':
    case 'definition':
      return [{ ...node, url: resolveUrl(String(node.url), state), ...(node.children ? { children: convertChildren(node.children, state, node.type) } : {}) }];
    case 'image':
      return [{ ...node, url: resolveImageUrl(String(node.url), state) }];
    case 'html':
      return htmlToNodes(node.value ?? '').map((n) => (n.type === 'image' ? { ...n, url: resolveImageUrl(String(n.url), state) } : n));
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, state, inline);
    case 'containerDirective':
      return containerDirective(node, state);
    case 'leafDirective':
      return [{ type: 'paragraph', children: [text(`::${String(node.name)}`), ...convertChildren(node.children ?? [], state, 'paragraph')] }];
    case 'textDirective':
      return [text(`:${String(node.name)}`), ...convertChildren(node.children ?? [], state, 'paragraph')];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, state, inline);
    default:
      if (!node.children) return [{ ...node }];
      return [{ ...node, children: convertChildren(node.children, state, node.type) }];
  }
}

function expression(node: MdNode, state: State, inline: boolean): MdNode[] {
  const source = (node.value ?? '').trim();
  // `{/* comment */}` renders nothing.
  if (!source.replace(/\/\*[\s\S]*?\*\//g, '').trim()) return [];
  let value: unknown;
  try {
    value = evaluateExpression(source, state.scope.values);
  } catch (error) {
    fail(
      state,
      node,
      `the expression {${source}} cannot be written as Markdown (${(error as Error).message}); allowed: literals and the file's own \`export const\` values`,
    );
  }
  if (value === undefined || value === null || value === false || value === true) return [];
  if (typeof value !== 'string' && typeof value !== 'number') fail(state, node, `the expression {${source}} is not text or a number`);
  const t = text(String(value));
  return inline ? [t] : [{ type: 'paragraph', children: [t] }];
}

function containerDirective(node: MdNode, state: State): MdNode[] {
  const name = String(node.name);
  const children = [...(node.children ?? [])];
  if (!(name in ADMONITION_TITLES)) return convertChildren(children, state, 'root');
  const first = children[0];
  let title: MdNode[] | undefined;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    title = convertChildren(first.children ?? [], state, 'paragraph');
    children.shift();
  }
  return [admonition(name, title, convertChildren(children, state, 'blockquote'))];
}
