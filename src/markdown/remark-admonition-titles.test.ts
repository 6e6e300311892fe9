import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import remarkAdmonitionTitles from './remark-admonition-titles';

/** The tree as directive Markdown again: the old form must come out as `:::name[title]`. */
function roundTrip(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitionTitles).use(remarkStringify, { bullet: '-' });
  return String(processor.processSync(markdown)).trim();
}

describe('remark-admonition-titles', () => {
  it('reads :::tip 标题 as :::tip[标题], with or without blank lines', () => {
    expect(roundTrip(':::tip 标题\n\n内容\n\n:::')).toBe(':::tip[标题]\n内容\n:::');
    expect(roundTrip(':::warning 注意 **粗体**\n第一行\n:::')).toBe(':::warning[注意 **粗体**]\n第一行\n:::');
  });
  it('keeps the blocks in between, nested admonitions and quotes included', () => {
    // The printer gives the outer container one more colon so that the inner one nests.
    expect(roundTrip(':::note 说明\n\n- 一\n- 二\n\n:::info\n里面\n:::\n\n:::')).toBe('::::note[说明]\n- 一\n- 二\n\n:::info\n里面\n:::\n::::');
    // The older form inside the older form, both with three colons: each pairs with its own fence.
    expect(roundTrip(':::tip 外层\n\n:::note 内层\n\n里面\n\n:::\n\n外面\n\n:::')).toBe('::::tip[外层]\n:::note[内层]\n里面\n:::\n\n外面\n::::');
    expect(roundTrip('> :::tip 引用中\n>\n> 内容\n>\n> :::')).toBe('> :::tip[引用中]\n> 内容\n> :::');
  });
  it('leaves unknown types, the new form and an opening without a closing fence alone', () => {
    expect(roundTrip(':::foo 标题\n\n:::')).not.toContain('[');
    expect(roundTrip(':::tip[标题]\n内容\n:::')).toBe(':::tip[标题]\n内容\n:::');
    expect(roundTrip(':::tip 没有结尾\n\n内容')).not.toContain('[');
  });
});
