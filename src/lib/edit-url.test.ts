import { describe, expect, it } from 'vitest';
import { type DocsEditUrlParams, type EditUrl, editUrlOf, pathInside } from './edit-url';

describe('edit links', () => {
  const docs = (filePath: string): DocsEditUrlParams => ({
    version: 'current',
    versionDocsDirPath: 'content-docs',
    docPath: pathInside(filePath, 'content-docs'),
    permalink: '/docs/cli',
    locale: 'zh-CN',
  });

  /** The edit URL of `file` from the docs folder. */
  const editUrl = (base: EditUrl<DocsEditUrlParams> | undefined, file: string) => editUrlOf(base, file, () => docs(file));

  it('joins a base URL and the file path from the repository root with one slash', () => {
    const file = 'content-docs/cli.mdx';
    expect(editUrl('https://github.com/o/r/edit/main/website/', file)).toBe('https://github.com/o/r/edit/main/website/content-docs/cli.mdx');
    expect(editUrl('https://github.com/o/r/edit/main', file)).toBe('https://github.com/o/r/edit/main/content-docs/cli.mdx');
    expect(editUrl(undefined, file)).toBeUndefined();
  });

  it('gives a function where the file lies and the locale, and hides the link when it returns nothing', () => {
    const file = 'content-docs/api/cli.mdx';
    expect(editUrl((p) => `https://x/${p.locale}/${p.versionDocsDirPath}|${p.docPath}`, file)).toBe('https://x/zh-CN/content-docs|api/cli.mdx');
    expect(editUrl(() => undefined, file)).toBeUndefined();
    expect(editUrl(() => null, file)).toBeUndefined();
  });

  it('finds a path inside its folder', () => {
    expect(pathInside('content-blog/2024-01-01-x/index.mdx', 'content-blog')).toBe('2024-01-01-x/index.mdx');
    expect(pathInside('elsewhere/x.md', 'content-blog')).toBe('elsewhere/x.md');
  });
});
