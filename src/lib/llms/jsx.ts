// MDX elements in a Markdown twin: each component or HTML-like tag as its Markdown meaning
// (tabs as a heading per tab, doc cards and TOCInline as link lists, images with alt text,
// kbd as code, details as a bold summary); anything else gives its content.
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { toString as mdastText } from 'mdast-util-to-string';
import { admonition } from './admonitions';
import { buildToc, type TocItem } from '../docs/toc';
import { evaluateExpression } from './esm';
import { bulletList, linkList, mergeText, phrasingOf, text } from './tree';
import { fail, type MdNode, type SourceHeading, type State } from './types';
import { resolveImageUrl, resolveUrl } from './urls';

/** An attribute's value; an expression that cannot be evaluated fails the twin, or gives undefined when `lenient`. */
function attr(node: MdNode, name: string, state: State, lenient = false): unknown {
  const found = (node.attributes as MdxJsxAttribute[] | undefined)?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  try {
    return evaluateExpression(found.value.value, state.scope.values, state.scope.images);
  } catch (error) {
    if (lenient) return undefined;
    return fail(state, node, `the attribute ${name}={${found.value.value}} cannot be evaluated (${(error as Error).message})`);
  }
}

export function jsxElement(node: MdNode, state: State, inline: boolean): MdNode[] {
  const name = String(node.name ?? '');
  const kids = () => state.convert(node.children ?? [], inline ? 'paragraph' : 'root');
  const inlineKids = () => phrasingOf(state.convert(node.children ?? [], 'paragraph'));
  switch (name) {
    case 'Tabs':
      return inline ? kids() : tabs(node, state);
    case 'DocCardList':
      return state.ctx.categoryItems?.length ? [linkList(state.ctx.categoryItems)] : [];
    case 'TOCInline': {
      const min = Number(attr(node, 'minHeadingLevel', state) ?? 2);
      const max = Number(attr(node, 'maxHeadingLevel', state) ?? 3);
      const kept = tocKept(node, state);
      return [
        tocList(
          state.headings.filter((h) => !kept || kept.has(h.slug)),
          state.ctx.permalink,
          min,
          max,
        ),
      ];
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
      return [{ type: 'inlineCode', value: mdastText({ type: 'root', children: node.children ?? [] } as never) }];
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
    case 'Admonition': {
      // The same blockquote as a `:::type` box, led by its label and title.
      if (inline) return kids();
      const title = attr(node, 'title', state);
      return [admonition(String(attr(node, 'type', state) ?? 'info'), title ? [text(String(title))] : undefined, kids())];
    }
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
  const head: MdNode[] = summary
    ? [{ type: 'paragraph', children: [{ type: 'strong', children: phrasingOf(state.convert(summary.children ?? [], 'paragraph')) }] }]
    : [];
  return [...head, ...state.convert(rest, 'root')];
}

/** `<Tabs>`: each tab's label as a heading one level below the section (and below the TOC), then its content. */
function tabs(node: MdNode, state: State): MdNode[] {
  const items: MdNode[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'TabItem') items.push(child);
    else if (child.type === 'paragraph') {
      for (const c of child.children ?? [])
        if (c.type === 'mdxJsxTextElement' && c.name === 'TabItem') items.push({ ...c, children: [{ type: 'paragraph', children: c.children ?? [] }] });
    }
  }
  const values = attr(node, 'values', state);
  const labels = new Map<string, string>(
    Array.isArray(values) ? (values as { value: string; label?: string }[]).map((v) => [String(v.value), String(v.label ?? v.value)]) : [],
  );
  const depth = Math.min(6, Math.max(state.lastDepth + 1, (state.ctx.tocMax ?? 3) + 1));
  const sectionDepth = state.lastDepth;
  const out: MdNode[] = [];
  for (const item of items) {
    const value = attr(item, 'value', state);
    const label = labels.get(String(value)) ?? attr(item, 'label', state) ?? value;
    if (typeof label !== 'string' || !label) fail(state, item, '<TabItem> needs a value or a label');
    out.push({ type: 'heading', depth, children: [text(label as string)] }, ...state.convert(item.children ?? [], 'root'));
    state.lastDepth = sectionDepth;
  }
  return out;
}

/** A heading's text for a TOC link: code spans kept, links and anything else reduced to text. */
function tocEntryContent(h: SourceHeading): MdNode[] {
  const keep = (n: MdNode): MdNode[] =>
    n.type === 'inlineCode' || n.type === 'text'
      ? [{ type: n.type, value: n.value ?? '' }]
      : n.type === 'emphasis' || n.type === 'strong'
        ? [{ type: n.type, children: n.children!.flatMap(keep) }]
        : [text(mdastText(n as never))];
  const content = mergeText(h.content.flatMap(keep));
  return content.length ? content : [text(h.text)];
}

/**
 * The heading ids a `<TOCInline toc={…}>` keeps, as on the page: `toc.filter(…)` evaluated with
 * the page's `toc`. An expression the twin cannot evaluate (a partial's imported `toc`) keeps all.
 */
function tocKept(node: MdNode, state: State): Set<string> | undefined {
  const items = attr(node, 'toc', state, true);
  return Array.isArray(items) ? new Set(items.map((item: { id?: string }) => String(item.id))) : undefined;
}

/** The nested lists of `<TOCInline>`, nested as the page's (buildToc), each entry a link to its heading. */
function tocList(headings: SourceHeading[], permalink: string, min: number, max: number): MdNode {
  const bySlug = new Map(headings.map((h) => [h.slug, h]));
  const list = (items: TocItem[]): MdNode =>
    bulletList(
      items.map((item) => ({
        content: [{ type: 'link', url: `${permalink}#${item.id}`, children: tocEntryContent(bySlug.get(item.id)!) }],
        nested: item.children.length ? list(item.children) : undefined,
      })),
    );
  return list(buildToc(headings, min, max));
}
