// Builds one blog instance (posts, list pages, tags, authors, archive, sidebar, routes)
// from plain entries. Pure: src/data/blog.ts feeds it the collections.
import { frontMatterImage } from '../assets';
import { ContentError } from '../../config/errors';
import { report } from '../report';
import { postAuthors, type AuthorsMap } from './authors';
import { hasTruncateMarker, markerName } from './excerpt';
import { FEED_FILES } from './feeds';
import { markdownContentTitle, markdownExcerpt } from '../markdown-text';
import { sortPosts } from './ordering';
import { pagedUrl, paginate, type PageUrl } from './pagination';
import { postLocation } from './permalinks';
import { joinUrl } from '../urls';
import { readingTime } from './reading-time';
import { groupByTag, resolveTags, type TagsFile } from '../tags-file';
import type { ArchiveYear, AuthorEntry, BlogConfig, BlogInstance, BlogRoute, ListPage, Post, RawPost, TagEntry } from './types';

export interface BlogSources {
  config: BlogConfig;
  posts: RawPost[];
  authors: AuthorsMap;
  /** The instance's tags file, when it has one. */
  tagsFile?: TagsFile;
  /** Drafts are left out of production builds. */
  production: boolean;
  /**
   * Date of a post whose front matter and file name give none: as Docusaurus, the file's first
   * commit, else the file's creation time (src/data/blog.ts).
   */
  fileDate?: (filePath: string) => Date | undefined;
}

const collator = new Intl.Collator('zh-CN', { sensitivity: 'base', numeric: true });

export function buildPost(raw: RawPost, src: BlogSources): Post {
  const { config } = src;
  const fm = raw.data;
  const file = raw.filePath;
  const location = postLocation(raw.path, fm.slug);
  if (location.invalidDate && !fm.date)
    throw new ContentError(`${file}: file name: ${location.invalidDate} is not a calendar date; rename the file or set a date field (YYYY-MM-DD)`);
  const date = fm.date ?? location.date ?? src.fileDate?.(file);
  if (!date) throw new ContentError(`${file}: date: missing; add a date field (YYYY-MM-DD) or name the file YYYY-MM-DD-name.md`);
  if (Number.isNaN(date.getTime())) throw new ContentError(`${file}: date: not a valid date; allowed: YYYY-MM-DD or an ISO date-time`);
  if (!location.slugPath) throw new ContentError(`${file}: slug: the post has an empty route; give it a slug`);
  if (fm.toc_min_heading_level && fm.toc_max_heading_level && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    throw new ContentError(`${file}: toc_min_heading_level: ${fm.toc_min_heading_level} is greater than toc_max_heading_level (${fm.toc_max_heading_level})`);
  }
  // As Docusaurus: the front matter's title, else the Markdown's own `# Title` (which the page
  // then leaves out of the body: src/markdown/remark-content-title.ts), else the file name.
  const title = fm.title ?? markdownContentTitle(raw.body) ?? location.text;
  if (!title) throw new ContentError(`${file}: title: missing; add a title field or open the post with a # Title line`);
  return {
    id: raw.path,
    filePath: file,
    permalink: joinUrl(config.routeBasePath, location.slugPath),
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    description: fm.description ?? markdownExcerpt(raw.body),
    date,
    authors: postAuthors(fm, src.authors, file),
    tags: config.tags ? resolveTags(fm.tags, src.tagsFile, file, joinUrl(config.routeBasePath, config.tagsBasePath), config.onInlineTags) : [],
    readingTime: config.showReadingTime ? readingTime(raw.body) : undefined,
    image: frontMatterImage(fm.image, file),
    draft: fm.draft,
    unlisted: fm.unlisted,
    truncated: hasTruncateMarker(raw.body, config.truncateMarker),
    frontMatter: fm,
  };
}

export function buildBlogInstance(src: BlogSources): BlogInstance {
  const { config } = src;
  if (!config.tags && src.posts.some((p) => p.data.tags.length)) {
    const raw = src.posts.find((p) => p.data.tags.length)!;
    throw new ContentError(`${raw.filePath}: tags: ${config.id} has no tags; remove the field`);
  }
  const built = src.posts.map((raw) => buildPost(raw, src)).filter((p) => !(src.production && p.draft));
  reportPostProblems(built, config);
  // Newest first: the neighbours, archive and feeds read this order; `sortPosts: 'ascending'`
  // turns only the lists and the sidebar round (each post's 较新/较旧 links stay by date).
  const byDate = sortPosts(built, config.sameDayOrder);
  const posts = config.sortPosts === 'ascending' ? [...byDate].reverse() : byDate;
  const listed = posts.filter((p) => !p.unlisted);
  const listedByDate = byDate.filter((p) => !p.unlisted);
  const base = config.routeBasePath;
  const per = config.postsPerPage;
  // The blog's own pages under its base, as the options name them (Docusaurus' *BasePath).
  const paths = {
    tags: joinUrl(base, config.tagsBasePath),
    authors: joinUrl(base, config.authorsBasePath),
    archive: joinUrl(base, config.archiveBasePath),
  };
  const listPageUrl = pagedUrl(config.pageBasePath);
  const toPages = (items: Post[], at: string, url: PageUrl = listPageUrl): ListPage[] => paginate(items, per, at, url);

  const listPages = toPages(listed, base);

  const tags: TagEntry[] = [];
  if (config.tags) {
    for (const { tag, items: shown, unlisted } of groupByTag(posts)) tags.push({ tag, posts: shown, unlisted, pages: toPages(shown, tag.permalink) });
    tags.sort((a, b) => collator.compare(a.tag.label, b.tag.label));
  }

  const authors: AuthorEntry[] = [];
  const postsOf = (key: string) => listed.filter((p) => p.authors.some((a) => a.key === key));
  // `pages`, as the classic theme: the index lists every author of the authors file, with a count
  // (0 too); only those with `page` get paginated pages. Counts and pages hold listed posts
  // (3.6.1 also counts unlisted ones; an unlisted post stays off every list here).
  // `list`: the authors with posts, most posts first.
  for (const author of src.authors.authors.values()) {
    const own = postsOf(author.key);
    if (config.authors === 'pages')
      authors.push({ author, posts: own, pages: author.permalink ? toPages(own, author.permalink, pagedUrl(config.authorsBasePath)) : [] });
    else if (own.length) authors.push({ author, posts: own, pages: [] });
  }
  if (config.authors === 'list')
    authors.sort((a, b) => b.posts.length - a.posts.length || collator.compare(a.author.name ?? a.author.key, b.author.name ?? b.author.key));

  // The classic theme's archive: years newest first, and within a year the posts oldest first
  // (it prepends each post to its year's list).
  const archive = groupByYear(listedByDate).map((year) => ({ ...year, posts: [...year.posts].reverse() }));
  const sidebar = config.sidebar.count === 'ALL' ? listed : listed.slice(0, config.sidebar.count);

  const routes: BlogRoute[] = [
    ...listPages.map((page): BlogRoute => ({ kind: 'list', permalink: page.permalink, page })),
    ...posts.map((post): BlogRoute => ({ kind: 'post', permalink: post.permalink, post })),
  ];
  if (config.tags) {
    routes.push({ kind: 'tags', permalink: paths.tags });
    for (const tag of tags) for (const page of tag.pages) routes.push({ kind: 'tag', permalink: page.permalink, tag, page });
  }
  routes.push({ kind: 'authors', permalink: paths.authors });
  for (const author of authors) for (const page of author.pages) routes.push({ kind: 'author', permalink: page.permalink, author, page });
  if (config.archive) routes.push({ kind: 'archive', permalink: paths.archive });

  const seen = new Map<string, BlogRoute>();
  const FEEDS = config.feed.type.map((kind) => joinUrl(base, FEED_FILES[kind]));
  for (const route of routes) {
    const key = route.permalink.replace(/\.html$/, '').toLowerCase();
    const other = seen.get(key);
    if (other || FEEDS.includes(route.permalink)) {
      // Name the post file: it is what the writer can change.
      const [mine, theirs] = route.kind !== 'post' && other?.kind === 'post' ? [other, route] : [route, other];
      const routeOwner = (r: BlogRoute) => (r.kind === 'post' ? r.post.filePath : `the ${r.kind} page`);
      throw new ContentError(
        `${mine.kind === 'post' ? mine.post.filePath : config.contentDir}: slug: the route ${route.permalink} is also used by ${theirs ? routeOwner(theirs) : 'a feed'}; change the slug or file name`,
      );
    }
    seen.set(key, route);
  }

  const index = new Map(listedByDate.map((p, i) => [p.id, i]));
  return {
    config,
    paths,
    posts,
    listed: listedByDate,
    listPages,
    tags,
    authors,
    archive,
    sidebar,
    sidebarYears: groupByYear(sidebar),
    routes,
    neighbours(post) {
      const i = index.get(post.id);
      if (i === undefined) return {};
      return { newer: listedByDate[i - 1], older: listedByDate[i + 1] };
    },
  };
}

/** Posts (newest first) in runs of the same UTC year: the archive and the recent-posts sidebar. */
export function groupByYear(posts: Post[]): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const post of posts) {
    const year = post.date.getUTCFullYear();
    const last = years[years.length - 1];
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

/** 2024年11月4日 (dates are calendar days in UTC, as written in the file name or front matter). */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** 11月4日: the archive's date, under its year's heading. */
export function formatMonthDay(date: Date): string {
  return new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** YYYY-MM-DD for `<time datetime>`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Docusaurus' blog checks: authors outside the authors file, and posts without a truncate marker. */
function reportPostProblems(posts: Post[], config: BlogInstance['config']) {
  for (const post of posts) {
    const inline = post.authors.filter((a) => a.key === undefined);
    if (inline.length === 0) continue;
    const names = inline.map((a) => a.name ?? a.imageUrl).join(', ');
    report(
      config.onInlineAuthors,
      `${post.filePath}: authors: ${names} not in ${config.authorsFile}; allowed: keys of that file (declare each author once there)`,
      `kept as written (onInlineAuthors: '${config.onInlineAuthors}')`,
    );
  }
  const whole = posts.filter((p) => !p.truncated).map((p) => p.filePath);
  if (whole.length) {
    report(
      config.onUntruncatedBlogPosts,
      `${whole.join(', ')}: no truncate marker (${markerName(config.truncateMarker)}), so the lists show ${whole.length === 1 ? 'this post' : 'these posts'} whole; allowed: a marker after the opening paragraphs`,
      `shown whole (onUntruncatedBlogPosts: '${config.onUntruncatedBlogPosts}')`,
    );
  }
}
