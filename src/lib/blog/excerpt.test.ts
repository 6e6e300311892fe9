import { describe, expect, it } from 'vitest';
import { hasTruncateMarker, markdownDescription, markdownPlainText, splitExcerpt } from './excerpt';

describe('excerpt', () => {
  it('finds the Markdown and MDX markers, not those in code', () => {
    expect(hasTruncateMarker('第一段。\n\n<!-- truncate -->\n\n正文')).toBe(true);
    expect(hasTruncateMarker('第一段。\n\n{/* truncate */}\n')).toBe(true);
    expect(hasTruncateMarker('```md\n<!-- truncate -->\n```\n')).toBe(false);
    expect(hasTruncateMarker('没有标记')).toBe(false);
  });
  it('cuts the rendered HTML at the marker', () => {
    expect(splitExcerpt('<p>一</p>\n<!-- truncate -->\n<p>二</p>')).toEqual({ excerpt: '<p>一</p>\n', found: true });
    expect(splitExcerpt('<p>全文</p>')).toEqual({ excerpt: '<p>全文</p>', found: false });
  });
  it('makes a description from the first paragraph', () => {
    expect(markdownDescription('## 标题\n\n本文介绍 [Docusaurus](https://docusaurus.io) 的 **博客**。\n\n第二段')).toBe('本文介绍 Docusaurus 的 博客。');
    expect(markdownDescription('文'.repeat(200), 10)).toBe(`${'文'.repeat(9)}…`);
  });
  it('keeps inline code as written and drops only real markup', () => {
    expect(markdownPlainText('位于 `future.experimental_faster` 下，装 `@docusaurus/faster`')).toBe(
      '位于 future.experimental_faster 下，装 @docusaurus/faster',
    );
    expect(markdownPlainText('**粗体**、*斜体*、__粗__、_斜_、~~删~~ 与 snake_case_name')).toBe('粗体、斜体、粗、斜、删 与 snake_case_name');
    expect(markdownPlainText('见 [`sidebar_label`](/docs/x) 与 ``a `b` c``，<kbd>Ctrl</kbd> 和 `<div>`')).toBe('见 sidebar_label 与 a `b` c，Ctrl 和 <div>');
  });
});

describe('excerpt footnotes', () => {
  it('drops footnote references whose notes are cut off', async () => {
    const { splitExcerpt } = await import('./excerpt');
    const html =
      '<p>正文<sup><a href="#user-content-abc-fn-1" id="user-content-abc-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>。</p><!-- truncate --><p>更多</p>';
    expect(splitExcerpt(html).excerpt).toBe('<p>正文。</p>');
  });
});
