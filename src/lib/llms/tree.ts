// Small mdast helpers of the Markdown twins: inline runs into paragraphs, merged text, link lists.
import type { LinkEntry, MdNode } from './types';

export const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
  'html',
]);
export const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

/** In a flow container, runs of inline nodes go into a paragraph; blank runs are dropped. */
export function wrapPhrasing(nodes: MdNode[], parentType: string): MdNode[] {
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

export function mergeText(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value = `${last.value ?? ''}${node.value ?? ''}`;
    else out.push(node);
  }
  return out;
}

export const text = (value: string): MdNode => ({ type: 'text', value });

/** Inline content of converted nodes: paragraphs unwrapped, other blocks dropped. */
export const phrasingOf = (nodes: MdNode[]): MdNode[] => nodes.flatMap((n) => (n.type === 'paragraph' ? (n.children ?? []) : PHRASING.has(n.type) ? [n] : []));

/** A tight bullet list: each item a paragraph of `content`, then its `nested` list if any. */
export function bulletList(items: { content: MdNode[]; nested?: MdNode }[]): MdNode {
  const children = items.map(({ content, nested }) => ({
    type: 'listItem',
    spread: false,
    children: [{ type: 'paragraph', children: content }, ...(nested ? [nested] : [])],
  }));
  return { type: 'list', ordered: false, spread: false, children };
}

/** A list of links (doc cards, generated index): `- [label](href): description`. */
export const linkList = (entries: LinkEntry[]): MdNode =>
  bulletList(
    entries.map((e) => ({ content: [{ type: 'link', url: e.href, children: [text(e.label)] }, ...(e.description ? [text(`: ${e.description}`)] : [])] })),
  );
