import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { copyLinkedFiles } from '../integrations/html-fixups';
import remarkLinks from './remark-links';

const dir = mkdtempSync(join(tmpdir(), 'dz-remark-links-'));
mkdirSync(join(dir, 'docs/files'), { recursive: true });
writeFileSync(join(dir, 'docs/files/list.csv'), 'a,b\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const html = (markdown: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkLinks, { routes: new Map([[join(dir, 'docs/install.mdx'), '/docs/installation']]) })
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync({ path: join(dir, 'docs/page.md'), value: markdown }),
  );

describe('remark-links', () => {
  it('turns links to Markdown files into routes, keeping the anchor', () => {
    expect(html('[安装](./install.mdx#options)')).toContain('<a href="/docs/installation#options">');
    expect(html('[安装](/install.mdx#options)')).toContain('<a href="/docs/installation#options">');
    expect(html('[无](/none.mdx)')).toContain('<a href="/none.mdx">');
  });
  it('serves a linked file under a content hash, in a new tab, and the post-build pass copies it there', () => {
    const out = html('[清单](./files/list.csv)');
    const href = /href="(\/assets\/files\/list-[0-9a-f]{8}\.csv)"/.exec(out)?.[1];
    expect(href).toBeDefined();
    expect(out).toContain('target="_blank"');
    const dist = join(dir, 'dist');
    expect(copyLinkedFiles(out, dist)).not.toContain('data-dz-asset');
    expect(readFileSync(join(dist, href!), 'utf8')).toBe('a,b\n');
  });
  it('leaves a link to a missing file as written, and takes pathname:// as the path itself', () => {
    expect(html('[无](./files/none.pdf)')).toContain('<a href="./files/none.pdf">');
    expect(html('[图标](pathname:///img/a.svg) ![图](pathname:///img/b.png)')).toMatch(
      /<a href="\/img\/a\.svg" target="_blank" rel="noopener noreferrer">.*<img src="\/img\/b\.png"/,
    );
  });
});
