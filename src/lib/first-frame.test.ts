import { describe, expect, it } from 'vitest';
import { type BlockLike, blockHeight, columnLayout, firstFrameBlocks, type NodeLike, textEms } from './first-frame';

/** A block as the estimate reads it: tag, attributes, children or text. */
function el(tagName: string, attrs: Record<string, string> = {}, content: string | BlockLike[] = ''): BlockLike {
  const children = typeof content === 'string' ? [] : content;
  const text = typeof content === 'string' ? content : children.map((c) => c.textContent).join('');
  return { tagName, textContent: text, children, getAttribute: (name) => attrs[name] ?? null };
}

const column = { width: 320 };

describe('textEms', () => {
  it('counts wide characters as one em and the others as half, spaces collapsed', () => {
    expect(textEms('配置文件')).toBe(4);
    expect(textEms('abcd')).toBe(2);
    expect(textEms('  a \n\n b  ')).toBe(1.5);
    expect(textEms('运行 npm')).toBe(4);
  });
});

describe('blockHeight', () => {
  it('lays text out in lines of the column at 1.75 line height, with the bottom margin', () => {
    // 20 ideographs at 16 px fill exactly one 320 px line; 21 need two.
    expect(blockHeight(el('P', {}, '字'.repeat(20)), column)).toBe(28 + 20);
    expect(blockHeight(el('P', {}, '字'.repeat(21)), column)).toBe(56 + 20);
  });

  it('gives headings their size and top margin', () => {
    expect(blockHeight(el('H2', {}, '部署'), column)).toBe(30 + 20 + 20);
  });

  it('counts the lines of a code block, Expressive Code or plain', () => {
    const line = (t: string) => el('SPAN', { class: 'ec-line' }, t);
    const ec = el('DIV', { class: 'expressive-code' }, [el('FIGURE', {}, [el('PRE', {}, [el('CODE', {}, [line('a'), line('b'), line('c')])])])]);
    expect(blockHeight(ec, column)).toBe(3 * 22 + 20);
    expect(blockHeight(el('PRE', {}, 'one\ntwo\n'), column)).toBe(2 * 22 + 20);
  });

  it('sums the blocks of a container and skips what is not shown', () => {
    const p = el('P', {}, '短句');
    const admonition = el('DIV', { class: 'dz-admonition' }, [p, p, el('SCRIPT')]);
    expect(blockHeight(admonition, column)).toBe(2 * blockHeight(p, column));
    const tabs = el('DIV', { class: 'dz-tabs' }, [
      el('DIV', { role: 'tabpanel', 'data-active': '' }, [p]),
      el('DIV', { role: 'tabpanel' }, [p, p, p]),
      el('DIV', { hidden: '' }, [p]),
    ]);
    expect(blockHeight(tabs, column)).toBe(blockHeight(p, column));
  });

  it('treats a block of inline elements as one text, with its images scaled to the column', () => {
    const inline = el('DIV', {}, [el('BUTTON', {}, 'ES 模块'), el('BUTTON', {}, 'CommonJS')]);
    expect(blockHeight(inline, column)).toBe(28 + 20);
    const figure = el('P', {}, [el('IMG', { width: '640', height: '400' })]);
    expect(blockHeight(figure, column)).toBe(200 + 20);
  });

  it('counts table rows, list items and the summary of closed details', () => {
    const row = el('TR', {}, [el('TD', {}, 'x')]);
    expect(blockHeight(el('TABLE', {}, [el('THEAD', {}, [row]), el('TBODY', {}, [row, row])]), column)).toBe(3 * 40 + 20);
    expect(blockHeight(el('UL', {}, [el('LI', {}, '一'), el('LI', {}, '二')]), column)).toBe(2 * 28 + 20);
    expect(blockHeight(el('DETAILS', {}, [el('SUMMARY', {}, '详情'), el('P', {}, '字'.repeat(200))]), column)).toBe(28 + 20);
  });
});

describe('firstFrameBlocks', () => {
  const p = el('P', {}, '字'.repeat(20)); // 48 px

  it('keeps the blocks that start within the budget', () => {
    expect(firstFrameBlocks([p, p, p, p], column, 96)).toBe(2);
    expect(firstFrameBlocks([p, p, p, p], column, 97)).toBe(3);
  });

  it('always keeps the first block and keeps every block of a short page', () => {
    expect(firstFrameBlocks([p, p], column, 0)).toBe(1);
    expect(firstFrameBlocks([p, p], column, 1000)).toBe(2);
    expect(firstFrameBlocks([], column, 1000)).toBe(0);
  });
});

describe('columnLayout', () => {
  /** A text column inside `classes` (outermost first) under a body holding `sides`. */
  function page(classes: string[], sides: string[]): NodeLike {
    const html: NodeLike = { tagName: 'HTML', className: '', parentElement: null, querySelector: () => null };
    const body: NodeLike = { tagName: 'BODY', className: 'dz-page', parentElement: html, querySelector: (s) => (sides.includes(s) ? {} : null) };
    let parent = body;
    for (const className of classes) parent = { tagName: 'DIV', className, parentElement: parent, querySelector: () => null };
    return { tagName: 'DIV', className: 'dz-markdown', parentElement: parent, querySelector: () => null };
  }
  const docs = ['dz-main', 'dz-doc-root', 'dz-doc-main', 'dz-doc-container', 'dz-doc-article'];

  it('is the same for two pages laid out alike, whatever the body says', () => {
    expect(columnLayout(page(docs, ['.dz-doc-sidebar', '.dz-doc-toc']))).toBe(columnLayout(page(docs, ['.dz-doc-sidebar', '.dz-doc-toc'])));
    expect(columnLayout(page(docs, []))).not.toContain('dz-page');
  });

  it('differs when a side column is missing or the text sits in another layout', () => {
    const withToc = columnLayout(page(docs, ['.dz-doc-sidebar', '.dz-doc-toc']));
    expect(columnLayout(page(docs, ['.dz-doc-sidebar']))).not.toBe(withToc);
    expect(columnLayout(page(['dz-main', 'dz-blog', 'dz-blog__main', 'dz-post'], ['.dz-blog-sidebar', '.dz-blog__toc']))).not.toBe(withToc);
  });
});
