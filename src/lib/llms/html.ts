// Raw HTML of a plain .md doc (Markdown allows it) in a Markdown twin: images become Markdown
// images, line breaks stay breaks, comments go, other tags go and their text stays.
import type { MdNode } from './types';
import { decodeEntities } from '../search/text';

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g))
    out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '', ' ');
  return out;
}

/** Inline nodes for a piece of HTML (the caller wraps them in a paragraph in flow content). */
export function htmlToNodes(html: string): MdNode[] {
  const out: MdNode[] = [];
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  let last = 0;
  const pushText = (s: string) => {
    const value = decodeEntities(s, ' ');
    if (value) out.push({ type: 'text', value });
  };
  for (const m of source.matchAll(/<\/?([a-zA-Z][\w-]*)(?:\s[^>]*)?\/?>/g)) {
    pushText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1]!.toLowerCase();
    if (name === 'img') {
      const a = attributes(m[0]);
      if (a.src) out.push({ type: 'image', url: a.src, alt: a.alt ?? '', title: a.title ?? null });
    } else if (name === 'br') out.push({ type: 'break' });
  }
  pushText(source.slice(last));
  return out;
}
