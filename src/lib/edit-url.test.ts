import { describe, expect, it } from 'vitest';
import { docEditUrl, postEditUrl } from './edit-url';

describe('edit links', () => {
  const docs = { version: 'current', versionDocsDirPath: 'content-docs', permalink: '/docs/cli', locale: 'zh-CN' };

  it('joins a base URL and the file path from the repository root with one slash', () => {
    expect(docEditUrl('https://github.com/o/r/edit/main/website/', 'content-docs/cli.mdx', docs)).toBe(
      'https://github.com/o/r/edit/main/website/content-docs/cli.mdx',
    );
    expect(docEditUrl('https://github.com/o/r/edit/main', 'content-docs/cli.mdx', docs)).toBe('https://github.com/o/r/edit/main/content-docs/cli.mdx');
    expect(docEditUrl(undefined, 'content-docs/cli.mdx', docs)).toBeUndefined();
  });

  it('gives a function the folder, the path inside it and the locale, and hides the link when it returns nothing', () => {
    expect(docEditUrl((p) => `https://x/${p.locale}/${p.versionDocsDirPath}|${p.docPath}`, 'content-docs/api/cli.mdx', docs)).toBe(
      'https://x/zh-CN/content-docs|api/cli.mdx',
    );
    expect(docEditUrl(() => undefined, 'content-docs/cli.mdx', docs)).toBeUndefined();
    const post = { blogDirPath: 'content-blog', permalink: '/blog/x', locale: 'zh-CN' };
    expect(postEditUrl((p) => `${p.blogDirPath}|${p.blogPath}|${p.permalink}`, 'content-blog/2024-01-01-x/index.mdx', post)).toBe(
      'content-blog|2024-01-01-x/index.mdx|/blog/x',
    );
    expect(postEditUrl('https://e/edit/', 'content-blog/x.md', post)).toBe('https://e/edit/content-blog/x.md');
  });
});
