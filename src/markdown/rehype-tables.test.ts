import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import rehypeTables from './rehype-tables';

describe('rehypeTables', () => {
  it('turns align into a text-align style and keeps other cells as they are', () => {
    const cell = (align?: string, style?: string) => ({
      type: 'element',
      tagName: 'td',
      properties: { ...(align ? { align } : {}), ...(style ? { style } : {}) },
      children: [],
    });
    const tree = { type: 'root', children: [cell('center'), cell(), cell('right', 'color:red')] } as unknown as Root;
    rehypeTables()(tree);
    expect(tree.children.map((c) => (c as { properties: object }).properties)).toEqual([
      { style: 'text-align:center' },
      {},
      { style: 'color:red;text-align:right' },
    ]);
  });
  it('makes tables focusable (they scroll sideways on narrow screens)', () => {
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'table', properties: {}, children: [] }] } as unknown as Root;
    rehypeTables()(tree);
    expect((tree.children[0] as { properties: object }).properties).toEqual({ tabIndex: 0 });
  });
});
