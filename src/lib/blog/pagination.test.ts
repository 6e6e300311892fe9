import { describe, expect, it } from 'vitest';
import { paginate, pagedUrl } from './pagination';

const listPageUrl = pagedUrl('page');
const authorPageUrl = pagedUrl('authors');

const posts = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('paginate', () => {
  it('puts page 1 at the base and page N at /page/N', () => {
    const pages = paginate(posts(25), 5, '/blog', listPageUrl);
    expect(pages.map((p) => p.permalink)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4', '/blog/page/5']);
    expect(pages[0]!.posts).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(pages[4]!.posts).toEqual(['p21', 'p22', 'p23', 'p24', 'p25']);
    expect(pages.every((p) => p.totalPages === 5 && p.totalCount === 25)).toBe(true);
  });
  it('links newer and older pages', () => {
    const [first, second, third] = paginate(posts(7), 3, '/tests/blog', listPageUrl);
    expect(first!.newer).toBeUndefined();
    expect(first!.older).toBe('/tests/blog/page/2');
    expect(second!.newer).toBe('/tests/blog');
    expect(second!.older).toBe('/tests/blog/page/3');
    expect(third!.older).toBeUndefined();
    expect(third!.posts).toEqual(['p7']);
  });
  it('counts the pages of the three instances', () => {
    expect(paginate(posts(102), 20, '/changelog', listPageUrl)).toHaveLength(6);
    expect(paginate(posts(19), 3, '/tests/blog', listPageUrl)).toHaveLength(7);
    expect(paginate(posts(15), 5, '/blog/tags/release', listPageUrl).map((p) => p.permalink)).toEqual([
      '/blog/tags/release',
      '/blog/tags/release/page/2',
      '/blog/tags/release/page/3',
    ]);
  });
  it('uses the reference route shape for author pages', () => {
    const pages = paginate(posts(18), 5, '/blog/authors/slorber', authorPageUrl);
    expect(pages.map((p) => p.permalink)).toEqual([
      '/blog/authors/slorber',
      '/blog/authors/slorber/authors/2',
      '/blog/authors/slorber/authors/3',
      '/blog/authors/slorber/authors/4',
    ]);
  });
  it('gives an empty list one empty page', () => {
    const pages = paginate([], 5, '/blog/authors/nobody', authorPageUrl);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.posts).toEqual([]);
    expect(pages[0]!.older).toBeUndefined();
  });
});
