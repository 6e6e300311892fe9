import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import { toString as textOf } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import remarkAdmonitions from './remark-admonitions';

/** Each admonition of the Markdown: its class and its title's text. */
function admonitions(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children.map((node) => {
    const data = node.data as { hProperties?: { className?: string[] } } | undefined;
    const title = 'children' in node ? node.children[0] : undefined;
    return { className: data?.hProperties?.className?.join(' '), title: title ? textOf(title) : '' };
  });
}

describe('remark-admonitions', () => {
  it('draws each type with its Chinese title, or the title written in brackets', () => {
    expect(admonitions(':::tip\n内容\n:::\n\n:::danger[小心]\n内容\n:::')).toEqual([
      { className: 'dz-admonition dz-admonition--tip', title: '提示' },
      { className: 'dz-admonition dz-admonition--danger', title: '小心' },
    ]);
  });
  it("draws Docusaurus' older names as the classic theme does, with a label of their own", () => {
    const md = ['caution', 'secondary', 'important', 'success'].map((t) => `:::${t}\n内容\n:::`).join('\n\n');
    expect(admonitions(md)).toEqual([
      { className: 'dz-admonition dz-admonition--warning', title: '警告' },
      { className: 'dz-admonition dz-admonition--note', title: '次要' },
      { className: 'dz-admonition dz-admonition--info', title: '重要' },
      { className: 'dz-admonition dz-admonition--tip', title: '成功' },
    ]);
  });
});
