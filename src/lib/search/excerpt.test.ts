import { describe, expect, it } from 'vitest';
import { cleanExcerpt, plainText } from './excerpt';
import { ZWSP } from './text';

const sep = (s: string) => [...s].join(ZWSP);
const m = (s: string) => [...s].map((c) => `<mark>${c}</mark>`).join(ZWSP);
const content = sep(
  '侧边栏. 侧边栏把零散的文档组织成有层次的导航。它有三个作用：生成导航、分组文档、提供上一页和下一页。默认侧边栏. 如果文档插件没有设置 sidebarPath 选项，Docusaurus 会根据 docs/ 文件夹的结构自动生成。',
);

describe('cleanExcerpt', () => {
  it('drops the heading the result already shows, with the block break after it', () => {
    const excerpt = `${m('侧边栏')}. ${m('侧边栏')}${sep('把零散的文档组织成有层次的导航。')}`;
    expect(cleanExcerpt(excerpt, { heading: '侧边栏', content })).toBe('<mark>侧边栏</mark>把零散的文档组织成有层次的导航。');
  });

  it('drops the tail of a heading cut by the window', () => {
    const excerpt = sep('认侧边栏. 如果文档插件没有设置 sidebarPath 选项，Docusaurus 会');
    expect(cleanExcerpt(excerpt, { heading: '默认侧边栏', content })).toBe('如果文档插件没有设置 sidebarPath 选项，Docusaurus 会…');
  });

  it('turns the other block breaks after Chinese text into a full stop', () => {
    const excerpt = sep('提供上一页和下一页。默认侧边栏. 如果文档插件没有设置');
    const html = cleanExcerpt(excerpt, { heading: '侧边栏', content });
    expect(html).toBe('…提供上一页和下一页。默认侧边栏。如果文档插件没有设置…');
    expect(plainText(html)).not.toMatch(/\p{Script=Han}\./u);
  });

  it('marks a start inside a sentence and an end inside a sentence with 「…」', () => {
    expect(cleanExcerpt(sep('零散的文档组织成有层次的导航。'), { content })).toBe('…零散的文档组织成有层次的导航。');
    expect(cleanExcerpt(sep('它有三个作用：生成导航、分组文档'), { content })).toBe('它有三个作用：生成导航、分组文档…');
  });

  it('drops leading code debris and says the snippet was cut', () => {
    const page = '}, ], ],}; 返回值是一个对象，包含全部选项。';
    expect(cleanExcerpt('}, ], ],}; 返回值是一个对象，包含', { content: page })).toBe('…返回值是一个对象，包含…');
  });

  it('collapses whitespace and escapes everything but the highlights', () => {
    const html = cleanExcerpt('a  &lt;b&gt;   <mark>c</mark> <mark>d</mark> &amp; e');
    expect(html).toBe('a &lt;b&gt; <mark>c d</mark> &amp; e');
  });

  it('leaves Latin sentence breaks alone and adds nothing without the page text', () => {
    expect(cleanExcerpt('Configure it. Then build')).toBe('Configure it. Then build');
    expect(cleanExcerpt('')).toBe('');
  });

  it('reads table cells as a list and ends a final block break in a full stop', () => {
    expect(cleanExcerpt('选项 value · 必填。 · string · 要渲染的字符串')).toBe('选项 value · 必填。 string · 要渲染的字符串');
    expect(cleanExcerpt('以及其他改动.')).toBe('以及其他改动。');
    expect(cleanExcerpt('sidebarPath · string ·')).toBe('sidebarPath · string');
  });
});
