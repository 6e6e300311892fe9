// Plain data shapes of the blog engine (blog, changelog, test blog): no Astro types, so
// the engine is unit-testable.
import type { AuthorData, InlineAuthor, PostFrontMatter, TagData } from './schema';

/** Settings of one blog instance (see src/data/blog.ts for the three instances). */
export interface BlogConfig {
  id: string;
  /** Route base without trailing slash, e.g. `/blog`. */
  routeBasePath: string;
  /** Folder of the posts relative to the repository root (error messages). */
  contentDir: string;
  /** Authors file relative to the repository root (error messages). */
  authorsFile: string;
  /** Tags file relative to the repository root; when set, it is authoritative. */
  tagsFile?: string;
  title: string;
  description: string;
  postsPerPage: number;
  showReadingTime: boolean;
  /** Tags pages (/tags, /tags/{permalink}). */
  tags: boolean;
  /** Archive page (/archive). */
  archive: boolean;
  /** `pages`: /authors lists authors with a page, each with paginated pages; `list`: one list, no per-author pages. */
  authors: 'pages' | 'list';
  /** Same-day order: `path` (source path, as Docusaurus) or `version` (semver, newest first). */
  sameDayOrder: 'path' | 'version';
  sidebar: { title: string; count: number | 'ALL' };
  feed: { title: string; description: string; limit: number; copyright: string };
  /** Search section name for posts (`data-pagefind-meta`), or undefined when not searchable. */
  searchSection?: string;
  /** Every page of the instance is noindex. */
  noIndex: boolean;
  /** Post count on author cards, `{count}` filled in (e.g. `{count} 篇博文`). */
  countLabel: string;
  /** A link back to the list above each post (changelog). */
  backLinkLabel?: string;
}

export interface RawPost {
  /** Entry id: path relative to the content folder without extension. */
  path: string;
  /** Source file relative to the repository root. */
  filePath: string;
  data: PostFrontMatter;
  /** Raw Markdown body (reading time, excerpt detection). */
  body: string;
}

export interface Social {
  platform: string;
  url: string;
}

export interface Author {
  /** Key in the authors file; undefined for inline authors without a key. */
  key?: string;
  name?: string;
  title?: string;
  description?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  socials: Social[];
  /** Author page route, when the author has a page. */
  permalink?: string;
}

export interface Tag {
  /** Key in the tags file; undefined for inline tags. */
  key?: string;
  label: string;
  /** Full route of the tag page, e.g. /blog/tags/i-18-n. */
  permalink: string;
  description?: string;
}

export interface Post {
  /** Entry id (render with getEntry(collection, id)). */
  id: string;
  filePath: string;
  permalink: string;
  title: string;
  sidebarLabel: string;
  description?: string;
  date: Date;
  authors: Author[];
  tags: Tag[];
  /** Minutes, rounded up; undefined when the instance hides reading time. */
  readingTime?: number;
  draft: boolean;
  unlisted: boolean;
  /** The body has a `<!-- truncate -->` (or MDX `{/* truncate *\/}`) marker. */
  truncated: boolean;
  frontMatter: PostFrontMatter;
}

export interface ListPage {
  permalink: string;
  page: number;
  totalPages: number;
  totalCount: number;
  posts: Post[];
  newer?: string;
  older?: string;
}

export interface TagEntry {
  tag: Tag;
  /** Listed posts with the tag (all posts, including unlisted, when every one is unlisted). */
  posts: Post[];
  /** Every post with the tag is unlisted: the page exists but is unlisted. */
  unlisted: boolean;
  pages: ListPage[];
}

export interface AuthorEntry {
  author: Author & { key: string };
  posts: Post[];
  /** Paginated author pages (empty list for authors without a page). */
  pages: ListPage[];
}

export interface ArchiveYear {
  year: number;
  posts: Post[];
}

export type BlogRoute =
  | { kind: 'list'; permalink: string; page: ListPage }
  | { kind: 'post'; permalink: string; post: Post }
  | { kind: 'tags'; permalink: string }
  | { kind: 'tag'; permalink: string; tag: TagEntry; page: ListPage }
  | { kind: 'authors'; permalink: string }
  | { kind: 'author'; permalink: string; author: AuthorEntry; page: ListPage }
  | { kind: 'archive'; permalink: string };

export interface BlogInstance {
  config: BlogConfig;
  /** Every post built (drafts only outside production), newest first. */
  posts: Post[];
  /** Posts shown in lists, tags, authors, feeds and the sitemap. */
  listed: Post[];
  listPages: ListPage[];
  tags: TagEntry[];
  /** Authors of the index page: with a page (`pages`) or every author with posts (`list`). */
  authors: AuthorEntry[];
  archive: ArchiveYear[];
  sidebar: Post[];
  /** The sidebar's posts grouped by year. */
  sidebarYears: ArchiveYear[];
  routes: BlogRoute[];
  neighbours(post: Post): { newer?: Post; older?: Post };
}

export type { AuthorData, InlineAuthor, PostFrontMatter, TagData };
