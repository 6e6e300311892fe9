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
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { stringify as yamlStringify } from 'yaml';
import { ADMONITION_LABELS, admonitionHeading } from './admonitions';
import { cleanCodeMeta, codeWithoutMagicComments } from './code';
import { evaluateExpression, readEsm, type EsmScope } from './esm';
import { htmlToNodes } from './html';

/** A loose mdast node: the converter handles MDX, directive and plain nodes alike. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  [key: string]: unknown;
}

/** An entry of a doc-card list or a generated index: a page with its label. */
export interface LinkEntry {
  label: string;
  href: string;
  description?: string;
}

export interface TwinContext {
  /** Source file, for error messages. */
  file: string;
  format: 'md' | 'mdx';
  /** The page's route, e.g. /docs/installation: relative links and #anchors resolve against it. */
  permalink: string;
  /** `./installation.mdx#a` (relative to the source file) → `/docs/installation#a`, or undefined. */
  resolveFileLink?: (url: string) => string | undefined;
  /** A relative image path → the built asset URL, or undefined. */
  resolveImage?: (src: string) => string | undefined;
  /** Items of the category this doc links (what `<DocCardList />` shows). */
  categoryItems?: LinkEntry[];
  /** Deepest heading level of the page's TOC: tab headings go one deeper, so the TOC stays the TOC. */
  tocMax?: number;
}

export interface SourceHeading {
  depth: number;
  text: string;
  slug: string;
  /** The heading's inline content (for `<TOCInline />` entries that keep their code spans). */
  content: MdNode[];
}

const parserFor = (format: 'md' | 'mdx') => {
  const processor = unified().use(remarkParse);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor.use(remarkGfm).use(remarkDirective).use(remarkMath);
};
const PARSERS = { md: parserFor('md'), mdx: parserFor('mdx') };
const PRINTER = unified()
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one', resourceLink: true })
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkMath);
/** Plain Markdown reader, for checking a twin (tests) and reading its headings. */
export const MARKDOWN_READER = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'inlineMath', 'mdxJsxTextElement', 'mdxTextExpression', 'textDirective', 'html']);
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

interface State {
  ctx: TwinContext;
  scope: EsmScope;
  headings: SourceHeading[];
  /** Depth of the last heading met in document order (0 before the first). */
  lastDepth: number;
}

export class TwinError extends Error {}

const fail = (state: State, node: MdNode, problem: string): never => {
  const line = (node.position as { start?: { line?: number } } | undefined)?.start?.line;
  throw new TwinError(`${state.ctx.file}${line ? `:${line}` : ''}: ${problem}`);
};

/** Headings of the source with the ids the page gives them (github-slugger over every heading, in order). */
export function sourceHeadings(tree: MdNode): SourceHeading[] {
  const slugger = new GithubSlugger();
  const out: SourceHeading[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'code' || node.type === 'mdxjsEsm') return;
    if (node.type === 'heading') {
      const text = toString(node as never).trim();
      const slug = slugger.slug(text);
      if ((node.depth as number) > 1) out.push({ depth: node.depth as number, text, slug, content: node.children ?? [] });
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

/** Body of a doc as clean Markdown (no front matter), and the source headings. */
export function bodyToMarkdown(body: string, ctx: TwinContext): { markdown: string; headings: SourceHeading[] } {
  const parser = PARSERS[ctx.format];
  let tree: MdNode;
  try {
    tree = parser.runSync(parser.parse(body)) as unknown as MdNode;
  } catch (error) {
    throw new TwinError(`${ctx.file}: cannot parse as ${ctx.format.toUpperCase()}: ${(error as Error).message}`);
  }
  const state: State = { ctx, scope: { values: {}, images: {} }, headings: sourceHeadings(tree), lastDepth: 0 };
  state.scope = readEsm((tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value ?? ''));
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

/** A list of links (doc cards, generated index): `- [label](href): description`. */
export function linkList(entries: LinkEntry[]): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map((e) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'link', url: e.href, children: [{ type: 'text', value: e.label }] }, ...(e.description ? [{ type: 'text', value: `: ${e.description}` }] : [])] }],
    })),
  };
}

/** Prints mdast (made by this module) as Markdown. */
export function printMarkdown(node: MdNode): string {
  const root = node.type === 'root' ? node : { type: 'root', children: [node] };
  return PRINTER.stringify(root as unknown as Root);
}

function assertPlain(node: MdNode, state: State) {
  if (/^mdx|Directive$/.test(node.type) || node.type === 'html') fail(state, node, `${node.type} left after conversion (a bug of src/lib/llms)`);
  node.children?.forEach((c) => assertPlain(c, state));
}

function convertChildren(children: MdNode[], state: State, parentType: string): MdNode[] {
  const out = children.flatMap((child) => convertNode(child, state, parentType));
  return PHRASING_PARENTS.has(parentType) ? mergeText(out) : wrapPhrasing(out, parentType);
}

/** In a flow container, runs of inline nodes go into a paragraph; blank runs are dropped. */
function wrapPhrasing(nodes: MdNode[], parentType: string): MdNode[] {
  if (parentType === 'list' || parentType === 'table' || parentType === 'tableRow') return nodes;
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    const merged = mergeText(run);
    if (merged.some((n) => n.type !== 'text' || (n.value ?? '').trim())) {
      const first = merged[0]!;
      if (first.type === 'text') first.value = (first.value ?? '').replace(/^\s+/, '');
      const last = merged.at(-1)!;
      if (last.type === 'text') last.value = (last.value ?? '').replace(/\s+$/, '');
      out.push({ type: 'paragraph', children: merged });
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

function mergeText(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value = `${last.value ?? ''}${node.value ?? ''}`;
    else out.push(node);
  }
  return out;
}

const text = (value: string): MdNode => ({ type: 'text', value });

function convertNode(node: MdNode, state: State, parentType: string): MdNode[] {
  const inline = PHRASING_PARENTS.has(parentType);
  switch (node.type) {
    case 'heading':
      state.lastDepth = node.depth as number;
      return [{ ...node, children: convertChildren(node.children ?? [], state, 'heading') }];
    case 'code':
      return [{ type: 'code', lang: node.lang ?? null, meta: cleanCodeMeta(node.meta as string | null), value: codeWithoutMagicComments(node.value ?? '', node.lang as string | null) }];
    case 'link':
    case 'definition':
      return [{ ...node, url: resolveUrl(String(node.url), state), ...(node.children ? { children: convertChildren(node.children, state, node.type) } : {}) }];
    case 'image':
      return [{ ...node, url: resolveImageUrl(String(node.url), state) }];
    case 'html':
      return htmlToNodes(node.value ?? '', inline).map((n) => (n.type === 'image' ? { ...n, url: resolveImageUrl(String(n.url), state) } : n));
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
    fail(state, node, `the expression {${source}} cannot be written as Markdown (${(error as Error).message}); allowed: literals and the file's own \`export const\` values`);
  }
  if (value === undefined || value === null || value === false || value === true) return [];
  if (typeof value !== 'string' && typeof value !== 'number') fail(state, node, `the expression {${source}} is not text or a number`);
  const t = text(String(value));
  return inline ? [t] : [{ type: 'paragraph', children: [t] }];
}

function containerDirective(node: MdNode, state: State): MdNode[] {
  const name = String(node.name);
  const children = [...(node.children ?? [])];
  if (!(name in ADMONITION_LABELS)) return convertChildren(children, state, 'root');
  const first = children[0];
  let title: MdNode[] | undefined;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    title = convertChildren(first.children ?? [], state, 'paragraph');
    children.shift();
  }
  return [{ type: 'blockquote', children: [admonitionHeading(name, title), ...convertChildren(children, state, 'blockquote')] }];
}

// ---- JSX ----------------------------------------------------------------------------------

interface JsxAttribute { type: string; name?: string; value?: string | { value: string } | null }

function attr(node: MdNode, name: string, state: State): unknown {
  const found = (node.attributes as JsxAttribute[] | undefined)?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  try {
    return evaluateExpression(found.value.value, state.scope.values, state.scope.images);
  } catch (error) {
    return fail(state, node, `the attribute ${name}={${found.value.value}} cannot be evaluated (${(error as Error).message})`);
  }
}

const phrasingOf = (nodes: MdNode[]): MdNode[] => nodes.flatMap((n) => (n.type === 'paragraph' ? (n.children ?? []) : PHRASING.has(n.type) ? [n] : []));

function jsxElement(node: MdNode, state: State, inline: boolean): MdNode[] {
  const name = String(node.name ?? '');
  const kids = () => convertChildren(node.children ?? [], state, inline ? 'paragraph' : 'root');
  const inlineKids = () => phrasingOf(convertChildren(node.children ?? [], state, 'paragraph'));
  switch (name) {
    case 'Tabs':
      return inline ? kids() : tabs(node, state);
    case 'DocCardList':
      return state.ctx.categoryItems?.length ? [linkList(state.ctx.categoryItems)] : [];
    case 'TOCInline': {
      const min = Number(attr(node, 'minHeadingLevel', state) ?? 2);
      const max = Number(attr(node, 'maxHeadingLevel', state) ?? 3);
      return [tocList(state.headings.filter((h) => h.depth >= min && h.depth <= max), state.ctx.permalink)];
    }
    case 'IdealImage':
    case 'img': {
      const src = name === 'img' ? attr(node, 'src', state) : attr(node, 'img', state);
      const url = typeof src === 'string' ? src : (src as { src?: string } | undefined)?.src;
      if (!url) return fail(state, node, `<${name}> needs an image (${name === 'img' ? 'src' : 'img'})`);
      const alt = attr(node, 'alt', state);
      return [{ type: 'image', url: resolveImageUrl(url, state), alt: typeof alt === 'string' ? alt : '', title: null }];
    }
    case 'a':
    case 'Link': {
      const href = attr(node, name === 'a' ? 'href' : 'to', state) ?? attr(node, 'href', state);
      const children = inlineKids();
      if (typeof href !== 'string') return children;
      return [{ type: 'link', url: resolveUrl(href, state), title: null, children }];
    }
    case 'kbd':
    case 'code':
      return [{ type: 'inlineCode', value: toString({ type: 'root', children: node.children ?? [] } as never) }];
    case 'b':
    case 'strong':
    case 'summary':
      return [{ type: 'strong', children: inlineKids() }];
    case 'i':
    case 'em':
      return [{ type: 'emphasis', children: inlineKids() }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: inlineKids() }];
    case 'br':
      return inline ? [{ type: 'break' }] : [];
    case 'p':
      return inline ? inlineKids() : [{ type: 'paragraph', children: inlineKids() }];
    case 'details':
      return inline ? kids() : details(node, state);
    default: {
      const heading = /^h([1-6])$/.exec(name) ?? (name === 'Heading' ? /^h([1-6])$/.exec(String(attr(node, 'as', state) ?? '')) : null);
      if (heading && !inline) {
        state.lastDepth = Number(heading[1]);
        return [{ type: 'heading', depth: Number(heading[1]), children: inlineKids() }];
      }
      // Any other element (span, div, Translate, BrowserOnly…): its content.
      return kids();
    }
  }
}

/** `<details>`: the summary as a bold line, then the content. */
function details(node: MdNode, state: State): MdNode[] {
  const children = node.children ?? [];
  let summary: MdNode | undefined;
  const rest = children.flatMap((child): MdNode[] => {
    if (summary) return [child];
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary') {
      summary = child;
      return [];
    }
    if (child.type === 'paragraph') {
      const i = (child.children ?? []).findIndex((c) => c.type === 'mdxJsxTextElement' && c.name === 'summary');
      if (i >= 0) {
        summary = child.children![i];
        const others = child.children!.filter((_, j) => j !== i);
        return others.some((o) => o.type !== 'text' || (o.value ?? '').trim()) ? [{ ...child, children: others }] : [];
      }
    }
    return [child];
  });
  const head: MdNode[] = summary ? [{ type: 'paragraph', children: [{ type: 'strong', children: phrasingOf(convertChildren(summary.children ?? [], state, 'paragraph')) }] }] : [];
  return [...head, ...convertChildren(rest, state, 'root')];
}

/** `<Tabs>`: each tab's label as a heading one level below the section (and below the TOC), then its content. */
function tabs(node: MdNode, state: State): MdNode[] {
  const items: MdNode[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'TabItem') items.push(child);
    else if (child.type === 'paragraph') {
      for (const c of child.children ?? []) if (c.type === 'mdxJsxTextElement' && c.name === 'TabItem') items.push({ ...c, children: [{ type: 'paragraph', children: c.children ?? [] }] });
    }
  }
  const values = attr(node, 'values', state);
  const labels = new Map<string, string>(Array.isArray(values) ? (values as { value: string; label?: string }[]).map((v) => [String(v.value), String(v.label ?? v.value)]) : []);
  const depth = Math.min(6, Math.max(state.lastDepth + 1, (state.ctx.tocMax ?? 3) + 1));
  const sectionDepth = state.lastDepth;
  const out: MdNode[] = [];
  for (const item of items) {
    const value = attr(item, 'value', state);
    const label = labels.get(String(value)) ?? attr(item, 'label', state) ?? value;
    if (typeof label !== 'string' || !label) fail(state, item, '<TabItem> needs a value or a label');
    out.push({ type: 'heading', depth, children: [text(label as string)] }, ...convertChildren(item.children ?? [], state, 'root'));
    state.lastDepth = sectionDepth;
  }
  return out;
}

/** A heading's text for a TOC link: code spans kept, links and anything else reduced to text. */
function tocEntryContent(h: SourceHeading): MdNode[] {
  const keep = (n: MdNode): MdNode[] =>
    n.type === 'inlineCode' || n.type === 'text' ? [{ type: n.type, value: n.value ?? '' }] : n.type === 'emphasis' || n.type === 'strong' ? [{ type: n.type, children: n.children!.flatMap(keep) }] : [text(toString(n as never))];
  const content = mergeText(h.content.flatMap(keep));
  return content.length ? content : [text(h.text)];
}

function tocList(headings: SourceHeading[], permalink: string): MdNode {
  const root: MdNode = { type: 'list', ordered: false, spread: false, children: [] };
  const stack: { depth: number; list: MdNode }[] = [{ depth: 0, list: root }];
  for (const h of headings) {
    while (stack.length > 1 && stack.at(-1)!.depth >= h.depth) stack.pop();
    const item: MdNode = { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: `${permalink}#${h.slug}`, children: tocEntryContent(h) }] }] };
    stack.at(-1)!.list.children!.push(item);
    const sub: MdNode = { type: 'list', ordered: false, spread: false, children: [] };
    item.children!.push(sub);
    stack.push({ depth: h.depth, list: sub });
  }
  const prune = (list: MdNode) => {
    for (const item of list.children ?? []) {
      item.children = item.children!.filter((c) => c.type !== 'list' || c.children!.length);
      item.children.filter((c) => c.type === 'list').forEach(prune);
    }
  };
  prune(root);
  return root;
}

// ---- URLs ---------------------------------------------------------------------------------

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link of the page as an absolute site path (external URLs and site paths unchanged). */
export function resolveUrl(url: string, state: { ctx: TwinContext }): string {
  if (!url || EXTERNAL.test(url) || url.startsWith('/')) return url;
  if (url.startsWith('#')) return `${state.ctx.permalink}${url}`;
  if (/^[^#?]+\.mdx?(?:#.*)?$/.test(url)) {
    const target = state.ctx.resolveFileLink?.(url);
    if (target) return target;
  }
  return againstPage(url, state.ctx.permalink);
}

function resolveImageUrl(url: string, state: { ctx: TwinContext }): string {
  if (!url || EXTERNAL.test(url) || url.startsWith('/')) return url;
  return state.ctx.resolveImage?.(url) ?? againstPage(url, state.ctx.permalink);
}

function againstPage(url: string, permalink: string): string {
  const resolved = new URL(url, `https://site.invalid${permalink}`);
  return `${decodeURI(resolved.pathname)}${resolved.search}${decodeURI(resolved.hash)}`;
}
