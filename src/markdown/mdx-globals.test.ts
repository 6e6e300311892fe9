import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeMdxGlobals, remarkMdxGlobals } from './mdx-globals';
import rehypeHeadings from './rehype-headings';

/** Stands in for TOCInline: the ids of the toc it is given. */
const TocIds = (props: { toc: { id: string }[] }) => createElement('p', null, props.toc.map((t) => t.id).join(','));

async function run(source: string, frontmatter: Record<string, unknown> = {}, path = 'content-docs/x.mdx') {
  const file = new VFile({ path, value: source, data: { astro: { frontmatter } } });
  const mod = await evaluate(file, { ...runtime, remarkPlugins: [remarkMdxGlobals], rehypePlugins: [rehypeHeadings, rehypeMdxGlobals] } as never);
  const { frontMatter, contentTitle, toc } = mod as Record<string, unknown>;
  const { tocHeadings } = (file.data.astro as { frontmatter: Record<string, unknown> }).frontmatter;
  return { frontMatter, contentTitle, toc, tocHeadings, html: renderToStaticMarkup(createElement(mod.default, { components: { TOCInline: TocIds } })) };
}

describe('MDX globals', () => {
  it('gives the page frontMatter, contentTitle and toc, as Docusaurus does', async () => {
    const page = await run('# 标题\n\n## 安装\n\n### 用 npm\n\n## 部署\n\n关键词：{frontMatter.keywords.join("、")}；{toc.length} 个标题；{contentTitle}', {
      keywords: ['安装', '部署'],
    });
    expect(page.frontMatter).toEqual({ keywords: ['安装', '部署'] });
    expect(page.contentTitle).toBe('标题');
    expect(page.toc).toEqual([
      { value: '安装', id: '安装', level: 2 },
      { value: '用 npm', id: '用-npm', level: 3 },
      { value: '部署', id: '部署', level: 2 },
    ]);
    expect(page.html).toContain('关键词：安装、部署；3 个标题；标题');
  });
  it("keeps a page's own declaration of one of the names, and leaves .md pages alone", async () => {
    const page = await run("export const toc = [{value: 'own', id: 'own', level: 2}];\n\n## A\n\n{toc[0].value} {String(contentTitle)}");
    expect(page.toc).toEqual([{ value: 'own', id: 'own', level: 2 }]);
    expect(page.html).toMatch(/own\s+undefined/);
    expect((await run('## A', {}, 'content-docs/x.md')).toc).toBeUndefined();
  });
});

describe('toc and TOCInline', () => {
  it("gives a bare <TOCInline /> the page's toc, and keeps a toc written for it (toc.filter)", async () => {
    const source = '## 甲\n\n### 乙\n\n## 丙\n\n<TOCInline />\n\n<TOCInline toc={toc.filter((t) => t.level === 2)} minHeadingLevel={2} />';
    const { html } = await run(source);
    expect(html).toContain('<p>甲,乙,丙</p>');
    expect(html).toContain('<p>甲,丙</p>');
  });

  it("makes the page's own `export const toc` its side TOC, and refuses one it cannot read", async () => {
    const own = "export const toc = [{value: '<code>快速</code>开始', id: 'quick-start', level: 2}];\n\n## 别的标题";
    expect((await run(own)).tocHeadings).toEqual([{ depth: 2, slug: 'quick-start', text: '快速开始' }]);
    await expect(run('export const toc = [1, 2];')).rejects.toThrow(
      /x\.mdx: export const toc must be an array of \{value: string, id: string, level: number\}/,
    );
    await expect(run('export const toc = headings();')).rejects.toThrow(/export const toc must be written out as literals/);
  });
});
