import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeMdxGlobals, remarkMdxGlobals } from './mdx-globals';
import rehypeHeadings from './rehype-headings';

async function run(source: string, frontmatter: Record<string, unknown> = {}, path = 'content-docs/x.mdx') {
  const file = new VFile({ path, value: source, data: { astro: { frontmatter } } });
  const mod = await evaluate(file, { ...runtime, remarkPlugins: [remarkMdxGlobals], rehypePlugins: [rehypeHeadings, rehypeMdxGlobals] } as never);
  const { frontMatter, contentTitle, toc } = mod as Record<string, unknown>;
  return { frontMatter, contentTitle, toc, html: renderToStaticMarkup(createElement(mod.default)) };
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
    const page = await run("export const toc = ['own'];\n\n## A\n\n{toc[0]} {String(contentTitle)}");
    expect(page.toc).toEqual(['own']);
    expect(page.html).toMatch(/own\s+undefined/);
    expect((await run('## A', {}, 'content-docs/x.md')).toc).toBeUndefined();
  });
});
