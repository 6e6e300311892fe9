import { describe, expect, it, vi } from 'vitest';
import { buildAuthorsMap } from './authors';
import { buildBlogInstance, formatDate } from './instance';
import { normalizeTagsFile } from '../tags-file';
import { authorSchema, postFrontMatter } from './schema';
import { testBlogConfig } from './test-helpers';
import type { BlogConfig, RawPost, TagEntry } from './types';

const config = testBlogConfig({
  id: 'testBlog',
  routeBasePath: '/tests/blog',
  contentDir: 'content-tests/blog',
  authorsFile: 'content-tests/blog/authors.yml',
  tagsFile: 'content-tests/blog/tags.yml',
  title: '测试博客',
  description: '测试',
  postsPerPage: 3,
  sidebar: { title: '全部博文', count: 'ALL' },
});
const authors = buildAuthorsMap(
  config.authorsFile,
  [
    ['slorber', authorSchema.parse({ name: 'Sébastien Lorber', page: true })],
    ['tester', authorSchema.parse({ name: '测试作者', page: true })],
    ['nopage', authorSchema.parse({ name: 'No Page', url: 'https://example.com' })],
  ],
  config.routeBasePath,
);
const tagsFile = normalizeTagsFile({ 'paginated-tag': {}, unlisted: {}, visibility: {}, draft: {} }, config.tagsFile!);

const raw = (path: string, fm: Record<string, unknown>, body = '正文。'): RawPost => ({
  path,
  filePath: `${config.contentDir}/${path}.md`,
  data: postFrontMatter.parse({ title: path, ...fm }),
  body,
});

const posts: RawPost[] = [
  ...Array.from({ length: 7 }, (_, i) =>
    raw(`2021-01-0${i + 1}-p${i + 1}`, { authors: ['slorber'], tags: ['paginated-tag'] }, '第一段。\n\n<!-- truncate -->\n\n更多。'),
  ),
  raw('2022-08-24-unlisted', { slug: '/unlisted-post', unlisted: true, authors: 'slorber', tags: ['unlisted', 'visibility'] }),
  raw('2022-08-25-draft', { draft: true, tags: ['draft', 'visibility'] }),
  raw('2022-08-26-listed', { tags: ['visibility'] }),
  raw('2022-10-02-html-slug', { slug: '/html-slug.html' }),
];
/** The test blog built from `list`, its config changed by `overrides`. */
const build = (production: boolean, list = posts, overrides: Partial<BlogConfig> = {}, fileDate?: (file: string) => Date | undefined) =>
  buildBlogInstance({ config: { ...config, ...overrides }, posts: list, authors, tagsFile, production, fileDate });

describe('blog instance', () => {
  const blog = build(true);
  it('leaves drafts out of production and unlisted posts out of lists', () => {
    expect(blog.posts).toHaveLength(10);
    expect(blog.listed).toHaveLength(9);
    expect(blog.listed.some((p) => p.unlisted)).toBe(false);
    expect(build(false).posts.some((p) => p.draft)).toBe(true);
  });
  it('paginates the list 3 per page, newest first', () => {
    expect(blog.listPages.map((p) => p.permalink)).toEqual(['/tests/blog', '/tests/blog/page/2', '/tests/blog/page/3']);
    expect(blog.listPages[0]!.posts.map((p) => p.title)).toEqual(['2022-10-02-html-slug', '2022-08-26-listed', '2021-01-07-p7']);
  });
  it("puts every post on one page with postsPerPage 'ALL', tag and author pages too", () => {
    const all = build(true, posts, { postsPerPage: 'ALL' });
    expect(all.listPages.map((p) => [p.permalink, p.posts.length, p.totalPages])).toEqual([['/tests/blog', 9, 1]]);
    expect(all.tags.find((t) => t.tag.key === 'paginated-tag')!.pages).toHaveLength(1);
    expect(all.authors.find((a) => a.author.key === 'slorber')!.pages).toHaveLength(1);
  });
  it("turns the lists and the sidebar round with sortPosts 'ascending', keeping 较新/较旧 by date", () => {
    const oldest = build(true, posts, { sortPosts: 'ascending', sidebar: { title: 't', count: 2 } });
    expect(oldest.listPages[0]!.posts.map((p) => p.title)).toEqual(['2021-01-01-p1', '2021-01-02-p2', '2021-01-03-p3']);
    expect(oldest.sidebar.map((p) => p.title)).toEqual(['2021-01-01-p1', '2021-01-02-p2']);
    expect(oldest.listed[0]!.title).toBe('2022-10-02-html-slug'); // feeds: newest first
    const p2 = oldest.listed.find((p) => p.title === '2021-01-02-p2')!;
    expect([oldest.neighbours(p2).newer?.title, oldest.neighbours(p2).older?.title]).toEqual(['2021-01-03-p3', '2021-01-01-p1']);
  });
  it('puts tags, authors, the archive and later pages under the base paths the options name', () => {
    const paths = { tagsBasePath: 'labels', authorsBasePath: 'writers', archiveBasePath: 'all/posts', pageBasePath: 'p' };
    const cfg = { ...config, ...paths };
    const renamed = buildBlogInstance({
      config: cfg,
      posts,
      authors: buildAuthorsMap(cfg.authorsFile, [['slorber', authorSchema.parse({ name: 'S', page: true })]], cfg.routeBasePath, true, 'writers'),
      tagsFile,
      production: true,
    });
    expect(renamed.paths).toEqual({ tags: '/tests/blog/labels', authors: '/tests/blog/writers', archive: '/tests/blog/all/posts' });
    const routes = renamed.routes.map((r) => r.permalink);
    expect(routes).toEqual(
      expect.arrayContaining(['/tests/blog/p/2', '/tests/blog/labels', '/tests/blog/labels/paginated-tag/p/2', '/tests/blog/writers/slorber/writers/2']),
    );
    expect(routes.filter((r) => /\/(tags|authors|archive|page)(\/|$)/.test(r))).toEqual([]);
  });
  it('reports inline authors and posts without a truncate marker as onInlineAuthors / onUntruncatedBlogPosts say', () => {
    const list = [
      raw('2021-01-01-keyed', { authors: 'slorber' }, '摘要。\n\n<!-- truncate -->\n\n正文。'),
      raw('2021-01-02-inline', { authors: [{ name: '客人' }] }),
    ];
    expect(() => build(true, list, { onInlineAuthors: 'throw', onUntruncatedBlogPosts: 'ignore' })).toThrow(
      'content-tests/blog/2021-01-02-inline.md: authors: 客人 not in content-tests/blog/authors.yml; allowed: keys of that file',
    );
    expect(() => build(true, list, { onUntruncatedBlogPosts: 'throw' })).toThrow(/^content-tests\/blog\/2021-01-02-inline\.md: no truncate marker/);
    // The message names the blog's own marker when it has one.
    expect(() => build(true, list, { onUntruncatedBlogPosts: 'throw', truncateMarker: /<!--\s*more\s*-->/ })).toThrow(
      'no truncate marker (/<!--\\s*more\\s*-->/)',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    build(true, list, { onInlineAuthors: 'warn' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it('refuses a post route that a feed it writes takes, and only those', () => {
    const feedSlug = [raw('2021-01-01-x', { slug: '/rss.xml' })];
    expect(() => build(true, feedSlug)).toThrow(/route \/tests\/blog\/rss\.xml is also used by a feed/);
    expect(build(true, feedSlug, { feed: { ...config.feed, type: ['json'] } }).posts[0]!.permalink).toBe('/tests/blog/rss.xml');
  });
  it('shows no recent posts with a sidebar count of 0', () => {
    const bare = build(true, posts, { sidebar: { title: 't', count: 0 } });
    expect([bare.sidebar, bare.sidebarYears]).toEqual([[], []]);
  });
  it('routes posts by date path, slug and .html slug', () => {
    const permalinks = blog.posts.map((p) => p.permalink);
    expect(permalinks).toEqual(expect.arrayContaining(['/tests/blog/2021/01/01/p1', '/tests/blog/unlisted-post', '/tests/blog/html-slug.html']));
  });
  it('paginates tags and keeps an all-unlisted tag as an unlisted page', () => {
    const byKey: Record<string, TagEntry> = Object.fromEntries(blog.tags.map((t) => [t.tag.key!, t]));
    expect(byKey['paginated-tag']!.pages.map((p) => p.permalink)).toEqual([
      '/tests/blog/tags/paginated-tag',
      '/tests/blog/tags/paginated-tag/page/2',
      '/tests/blog/tags/paginated-tag/page/3',
    ]);
    expect(byKey.visibility!.unlisted).toBe(false);
    expect(byKey.visibility!.posts.map((p) => p.title)).toEqual(['2022-08-26-listed']);
    expect(byKey.unlisted!.unlisted).toBe(true);
    expect(byKey.draft).toBeUndefined();
  });
  it('gives author pages, paginated, and an empty page to an author without posts', () => {
    const [slorber, tester] = blog.authors;
    expect(slorber!.posts).toHaveLength(7);
    expect(slorber!.pages.map((p) => p.permalink)).toEqual([
      '/tests/blog/authors/slorber',
      '/tests/blog/authors/slorber/authors/2',
      '/tests/blog/authors/slorber/authors/3',
    ]);
    expect(tester!.posts).toEqual([]);
    expect(tester!.pages).toHaveLength(1);
  });
  it('lists an author of the file without `page` on the index, with no page of their own', () => {
    const nopage = blog.authors.find((a) => a.author.key === 'nopage');
    expect(nopage).toMatchObject({ posts: [], pages: [] });
    expect(blog.routes.some((r) => r.permalink.includes('nopage'))).toBe(false);
  });
  it('titles a post by its front matter, else its opening # Title, else its file name, as Docusaurus', () => {
    const untitled = (path: string, body: string, fm = {}): RawPost => ({ ...raw(path, {}, body), data: postFrontMatter.parse(fm) });
    const list = [
      untitled('2024-01-01-from-heading', '# 正文里的标题\n\n正文。'),
      untitled('2024-01-02-from-file', '正文。'),
      untitled('releases/9.9', '正文。', { date: '2024-01-03' }),
    ];
    expect(build(true, list).posts.map((p) => p.title)).toEqual(['releases/9.9', 'from-file', '正文里的标题']);
    expect(() => build(true, [untitled('2024-01-03', '正文。')])).toThrow(/2024-01-03\.md: title: missing/);
  });

  it("dates a post by its front matter, else its file name, else the file's date (first commit)", () => {
    const undated = raw('releases/9.9', {});
    const fileDate = (file: string) => (file === undated.filePath ? new Date('2024-05-06T07:08:09Z') : undefined);
    const blog = build(true, [undated, raw('2024-01-01-a', { date: '2024-02-03' }), raw('2024-01-02-b', {})], {}, fileDate);
    expect(blog.posts.map((p) => [p.title, p.date.toISOString().slice(0, 10)])).toEqual([
      ['releases/9.9', '2024-05-06'],
      ['2024-01-01-a', '2024-02-03'],
      ['2024-01-02-b', '2024-01-02'],
    ]);
  });

  it('groups the archive by year and links neighbours of listed posts', () => {
    expect(blog.archive.map((y) => [y.year, y.posts.length])).toEqual([
      [2022, 2],
      [2021, 7],
    ]);
    // Within a year the archive runs oldest first, as the classic theme's does; the sidebar
    // shows every listed post here ('ALL'), in the same years, newest first.
    expect(blog.archive.map((y) => y.posts.map((p) => p.date.getTime()))).toEqual(
      blog.archive.map((y) => y.posts.map((p) => p.date.getTime()).sort((a, b) => a - b)),
    );
    expect(blog.sidebarYears.map((y) => [y.year, [...y.posts].reverse()])).toEqual(blog.archive.map((y) => [y.year, y.posts]));
    const short = build(true, posts, { sidebar: { title: 't', count: 3 } });
    expect(short.sidebarYears.map((y) => [y.year, y.posts.map((p) => p.title)])).toEqual([
      [2022, ['2022-10-02-html-slug', '2022-08-26-listed']],
      [2021, ['2021-01-07-p7']],
    ]);
    const p7 = blog.listed[2]!;
    expect(blog.neighbours(p7).newer?.title).toBe('2022-08-26-listed');
    expect(blog.neighbours(p7).older?.title).toBe('2021-01-06-p6');
    expect(blog.neighbours(blog.posts.find((p) => p.unlisted)!)).toEqual({});
  });
  it('computes reading time and the truncate flag', () => {
    expect(blog.listed.find((p) => p.title === '2021-01-01-p1')).toMatchObject({ readingTime: 1, truncated: true });
    expect(blog.listed.find((p) => p.title === '2022-08-26-listed')!.truncated).toBe(false);
  });
  it('lists every route once', () => {
    const kinds = blog.routes.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.kind]: (acc[r.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ list: 3, post: 10, tags: 1, tag: 5, authors: 1, author: 4, archive: 1 });
  });
  it('fails on a missing date, a bad file date and a duplicate route', () => {
    expect(() => build(true, [raw('no-date', {})])).toThrow(
      'content-tests/blog/no-date.md: date: missing; add a date field (YYYY-MM-DD) or name the file YYYY-MM-DD-name.md',
    );
    expect(() => build(true, [raw('2021-02-30-x', {})])).toThrow('content-tests/blog/2021-02-30-x.md: file name: 2021-02-30 is not a calendar date');
    expect(() => build(true, [raw('2021-01-01-a', { slug: '/same' }), raw('2021-01-02-b', { slug: '/same' })])).toThrow(
      /slug: the route \/tests\/blog\/same is also used by content-tests\/blog\/2021-01-0\d-\w\.md/,
    );
    expect(() => build(true, [raw('2021-01-01-a', { slug: '/archive' })])).toThrow(/also used by the archive page/);
    expect(() => build(true, [raw('2021-01-01-a', { tags: ['nope'] })])).toThrow(/tags\[0\]: unknown tag "nope"/);
  });
  it('formats dates in Chinese', () => {
    expect(formatDate(new Date('2024-11-04T00:00:00Z'))).toBe('2024年11月4日');
  });
});
