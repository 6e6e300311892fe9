import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeHeadings from './rehype-headings';
import remarkPartialHeadings from './remark-partial-headings';

async function tocOf(files: Record<string, string>, page: string) {
  const dir = mkdtempSync(join(tmpdir(), 'dz-headings-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const file = new VFile({ path: join(dir, page), value: files[page], data: { astro: { frontmatter: {} } } });
  const out = await compile(file, { remarkPlugins: [remarkPartialHeadings], rehypePlugins: [rehypeHeadings] });
  return (out.data as { astro: { frontmatter: { tocHeadings: { depth: number; slug: string; text: string }[] } } }).astro.frontmatter.tocHeadings;
}

describe('rehype-headings', () => {
  it("lists the page's h2–h6 with their ids and plain text, and a partial's where it stands", async () => {
    const headings = await tocOf(
      {
        '_steps.mdx': '# 不列出\n\n## 第一步\n\n### 细节',
        'page.mdx': "import Steps from './_steps.mdx';\n\n# 标题\n\n## 安装\n\n<Steps />\n\n## 部署 `build`\n\n[^1]\n\n[^1]: 注",
      },
      'page.mdx',
    );
    expect(headings).toEqual([
      { depth: 2, slug: '安装', text: '安装' },
      { depth: 2, slug: '第一步', text: '第一步' },
      { depth: 3, slug: '细节', text: '细节' },
      { depth: 2, slug: '部署-build', text: '部署 build' },
    ]);
  });
});
