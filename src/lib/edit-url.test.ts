import { describe, expect, it } from 'vitest';
import { type DocsEditUrlParams, editUrlOf, pathInside } from './edit-url';

describe('edit links', () => {
  const docs = (filePath: string): DocsEditUrlParams => ({
    version: 'current',
    versionDocsDirPath: 'content-docs',
    docPath: pathInside(filePath, 'content-docs'),
    permalink: '/docs/cli',
    locale: 'zh-CN',
  });

  it('joins a base URL and the file path from the repository root with one slash', () => {
    const file = 'content-docs/cli.mdx';
    expect(editUrlOf('https://github.com/o/r/edit/main/website/', file, () => docs(file))).toBe(
      'https://github.com/o/r/edit/main/website/content-docs/cli.mdx',
    );
    expect(editUrlOf('https://github.com/o/r/edit/main', file, () => docs(file))).toBe('https://github.com/o/r/edit/main/content-docs/cli.mdx');
    expect(editUrlOf(undefined, file, () => docs(file))).toBeUndefined();
  });

  it('gives a function where the file lies and the locale, and hides the link when it returns nothing', () => {
    const file = 'content-docs/api/cli.mdx';
    expect(
      editUrlOf(
        (p: DocsEditUrlParams) => `https://x/${p.locale}/${p.versionDocsDirPath}|${p.docPath}`,
        file,
        () => docs(file),
      ),
    ).toBe('https://x/zh-CN/content-docs|api/cli.mdx');
    expect(
      editUrlOf(
        () => undefined,
        file,
        () => docs(file),
      ),
    ).toBeUndefined();
    expect(
      editUrlOf(
        () => null,
        file,
        () => docs(file),
      ),
    ).toBeUndefined();
  });

  it('finds a path inside its folder', () => {
    expect(pathInside('content-blog/2024-01-01-x/index.mdx', 'content-blog')).toBe('2024-01-01-x/index.mdx');
    expect(pathInside('elsewhere/x.md', 'content-blog')).toBe('elsewhere/x.md');
  });
});
