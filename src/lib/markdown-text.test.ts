import { describe, expect, it } from 'vitest';
import { markdownContentTitle, markdownExcerpt, markdownPlainText } from './markdown-text';

describe('markdownPlainText', () => {
  it('keeps inline code as written and drops only real markup', () => {
    expect(markdownPlainText('位于 `future.experimental_faster` 下，装 `@docusaurus/faster`')).toBe(
      '位于 future.experimental_faster 下，装 @docusaurus/faster',
    );
    expect(markdownPlainText('**粗体**、*斜体*、__粗__、_斜_、~~删~~ 与 snake_case_name')).toBe('粗体、斜体、粗、斜、删 与 snake_case_name');
    expect(markdownPlainText('见 [`sidebar_label`](/docs/x) 与 ``a `b` c``，<kbd>Ctrl</kbd> 和 `<div>`')).toBe('见 sidebar_label 与 a `b` c，Ctrl 和 <div>');
  });
});

describe('markdownExcerpt: the first line of text, as Docusaurus describes a page', () => {
  it('takes the whole first line, links by their text', () => {
    const long = '文'.repeat(300);
    expect(markdownExcerpt(`\n本文介绍 [Docusaurus](https://docusaurus.io) 的 **博客**。\n第二行\n\n${long}`)).toBe('本文介绍 Docusaurus 的 博客。');
    expect(markdownExcerpt(long)).toBe(long);
  });
  it('skips the title, imports, code, comments, JSX and admonition fences', () => {
    const source = [
      'Setext 标题',
      '======',
      "import Tabs from '@theme/Tabs';",
      'export const x = { a: 1,',
      '};',
      '',
      '# 标题',
      '<!-- truncate -->',
      '{/* 注释 */}',
      '```js title="a.js"',
      'const a = 1;',
      '```',
      '<Tabs>',
      ':::tip 提示',
      '> 引用中的 `config.js` 文字',
    ].join('\n');
    expect(markdownExcerpt(source)).toBe('引用中的 config.js 文字');
  });
  it('reads a heading below the title as text, without its id', () => {
    expect(markdownExcerpt('## 安装步骤 {#install}\n\n正文')).toBe('安装步骤');
  });
  it('drops list markers, footnotes and emoji short codes; skips tables', () => {
    expect(markdownExcerpt('| a | b |\n|---|---|\n- :rocket: 新功能[^1]')).toBe('新功能');
  });
  it('is undefined when no line has text', () => {
    expect(markdownExcerpt('```\ncode\n```\n\n<Demo />')).toBeUndefined();
  });
});

describe('markdownContentTitle: the title a page writes as its first heading', () => {
  it('reads a leading # heading or Setext title, after imports', () => {
    expect(markdownContentTitle("import A from './a';\nimport B from './b';\n\n# 配置 `docusaurus.config.js` {#config}\n\n正文")).toBe(
      '配置 docusaurus.config.js',
    );
    expect(markdownContentTitle('\n入门指南\n=====\n\n正文')).toBe('入门指南');
    expect(markdownContentTitle('# 标题 ##')).toBe('标题');
  });
  it('is undefined when the content opens otherwise', () => {
    expect(markdownContentTitle('正文\n\n# 后面的标题')).toBeUndefined();
    expect(markdownContentTitle('## 二级标题')).toBeUndefined();
    expect(markdownContentTitle('```sh\n# 注释\n```')).toBeUndefined();
    expect(markdownContentTitle('#不是标题')).toBeUndefined();
  });
});
