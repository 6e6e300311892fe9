import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, excerptText, safeHighlight, separateHan, separateHanInHtml, stripZwsp, ZWSP } from './text';

describe('separateHan', () => {
  it('puts a zero-width space between adjacent Han characters only', () => {
    expect(separateHan('自动生成侧边栏')).toBe(['自', '动', '生', '成', '侧', '边', '栏'].join(ZWSP));
    expect(separateHan('用 Docusaurus 部署')).toBe(`用 Docusaurus 部${ZWSP}署`);
    expect(separateHan('swizzle组件')).toBe(`swizzle组${ZWSP}件`);
    expect(stripZwsp(separateHan('国际化（i18n）'))).toBe('国际化（i18n）');
  });
});

describe('separateHanInHtml', () => {
  it('changes text only, never tags, attributes, comments, scripts or styles', () => {
    const html =
      '<html lang="zh-CN"><head><title>侧边栏</title><meta name="d" content="文档" data-pagefind-meta="section:文档"><style>.a::after{content:"中文"}</style></head>' +
      '<body><!-- 注释 --><h2 id="侧边栏" title="a > 侧边栏">侧边栏</h2><script>const s = "中文" < 1;</script><p>中文</p></body></html>';
    const out = separateHanInHtml(html);
    expect(out).toContain(`<title>侧${ZWSP}边${ZWSP}栏</title>`);
    expect(out).toContain('content="文档" data-pagefind-meta="section:文档"');
    expect(out).toContain('.a::after{content:"中文"}');
    expect(out).toContain('<!-- 注释 -->');
    expect(out).toContain('<h2 id="侧边栏" title="a > 侧边栏">侧');
    expect(out).toContain('const s = "中文" < 1;');
    expect(out).toContain(`<p>中${ZWSP}文</p>`);
    expect(stripZwsp(out)).toBe(html);
  });
});

describe('escaping', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });
  it('decodes the entities Pagefind leaves in excerpts', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &quot;x&quot; &#39;y&#39; &#x4e2d; &#25991; &unknown;')).toBe(`<a> & "x" 'y' 中 文 &unknown;`);
  });
  it('keeps only <mark> in excerpts and merges per-character marks', () => {
    const excerpt = `标题&lt;img src=x onerror=alert(1)&gt; a & b <mark>侧</mark>${ZWSP}<mark>边</mark><mark>栏</mark> <b>raw</b>`;
    const safe = safeHighlight(excerpt);
    expect(safe).toBe('标题&lt;img src=x onerror=alert(1)&gt; a &amp; b <mark>侧边栏</mark> &lt;b&gt;raw&lt;/b&gt;');
    expect(safe).not.toMatch(/<(?!\/?mark>)/);
  });
  it('closes a mark left open and ignores stray closing marks', () => {
    expect(safeHighlight('</mark>a <mark>b')).toBe('a <mark>b</mark>');
  });
  it('gives the plain text of an excerpt', () => {
    expect(excerptText(`<mark>部</mark>${ZWSP}<mark>署</mark> &amp; 构建`)).toBe('部署 & 构建');
  });
});
