// Admonitions in a Markdown twin: a blockquote led by the type's Chinese label in bold
// (`**提示**`, or `**提示：自定义标题**` when the writer gave a title).
import { ADMONITION_TITLES } from '../../markdown/remark-admonitions';
import type { MdNode } from './types';

export function admonition(type: string, title: MdNode[] | undefined, body: MdNode[]): MdNode {
  const label: MdNode = { type: 'text', value: ADMONITION_TITLES[type] ?? type };
  const children = title?.length ? [label, { type: 'text', value: '：' }, ...title] : [label];
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children }] }, ...body] };
}
