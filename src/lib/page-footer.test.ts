import { describe, expect, it } from 'vitest';
import { pageFooter } from './page-footer';

describe('Markdown page footer', () => {
  const page = { file: 'src/pages/examples/x.md', permalink: '/examples/x', locale: 'zh-CN', lastCommitDate: () => new Date('2026-01-01T00:00:00Z') };

  it('shows nothing without options', () => {
    expect(pageFooter({ showLastUpdateTime: false, showLastUpdateAuthor: false }, page)).toEqual({ editUrl: undefined, lastUpdated: undefined });
  });

  it('gives an editUrl function the pages folder, the path inside it, the permalink and the locale', () => {
    const footer = pageFooter(
      { editUrl: (p) => `https://e/${p.locale}/${p.pagesDirPath}/${p.pagesPath}?from=${p.permalink}`, showLastUpdateTime: true, showLastUpdateAuthor: true },
      { ...page, lastUpdate: { author: '丙' } },
    );
    expect(footer).toEqual({
      editUrl: 'https://e/zh-CN/src/pages/examples/x.md?from=/examples/x',
      lastUpdated: { date: new Date('2026-01-01T00:00:00Z'), author: '丙' },
    });
  });
});
