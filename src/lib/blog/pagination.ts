// Splits a post list into pages. Page 1 lives at the base permalink; page N at
// `pageUrl(base, N)`, whose shape differs per list (Docusaurus routes):
//   list   /blog/page/2
//   tag    /blog/tags/release/page/2
//   author /blog/authors/slorber/authors/2
import type { ListPage } from './types';

export type PageUrl = (base: string, page: number) => string;

/** Page N of a list under `segment` (`pageBasePath`; an author's pages use `authorsBasePath`, as Docusaurus). */
export const pagedUrl =
  (segment: string): PageUrl =>
  (base, page) =>
    page === 1 ? base : `${base}/${segment}/${page}`;

/** `perPage: 'ALL'` puts every item on one page, as Docusaurus' `postsPerPage: 'ALL'`. */
export function paginate<T>(items: readonly T[], perPageOption: number | 'ALL', base: string, pageUrl: PageUrl): (Omit<ListPage, 'posts'> & { posts: T[] })[] {
  const perPage = perPageOption === 'ALL' ? Math.max(1, items.length) : perPageOption;
  // An empty list still has one (empty) page: an author without posts has a page.
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      permalink: pageUrl(base, page),
      page,
      totalPages,
      totalCount: items.length,
      posts: items.slice(i * perPage, page * perPage),
      newer: page > 1 ? pageUrl(base, page - 1) : undefined,
      older: page < totalPages ? pageUrl(base, page + 1) : undefined,
    };
  });
}
