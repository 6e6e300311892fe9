// Plain data shapes of the blog engine (blog, changelog, test blog): no Astro types, so
// the engine is unit-testable.
import type { LocalAsset } from '../assets';
import type { BlogInstanceConfig } from '../../config/instances';
import type { Tag } from '../tags-file';
import type { PostFrontMatter } from './schema';

/**
 * Settings of one blog instance: its entry of src/site.config.ts (src/config/instances.ts), with
 * file paths from the repository root and the feed's copyright filled in (src/data/blog.ts).
 */
export type BlogConfig = Omit<BlogInstanceConfig, 'collection' | 'frontMatter' | 'folder' | 'authorsFile' | 'tagsFile' | 'feed'> & {
  /** Folder of the posts relative to the repository root (error messages). */
  contentDir: string;
  /** Authors file relative to the repository root (error messages). */
  authorsFile: string;
  /** Tags file relative to the repository root; a tag it does not define does what `onInlineTags` says. */
  tagsFile?: string;
  feed: Omit<BlogInstanceConfig['feed'], 'copyright'> & { copyright: string };
};

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
  /** The file behind `imageUrl` when it is one next to the post (copied by the post-build pass). */
  imageSource?: string;
  email?: string;
  socials: Social[];
  /** Author page route, when the author has a page. */
  permalink?: string;
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
  /** The front matter's image: a URL, or a file next to the post (`./cover.png`) served as an asset. */
  image?: string | LocalAsset;
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
  /** Routes of the tags index, the authors index and the archive. */
  paths: { tags: string; authors: string; archive: string };
  /** Every post built (drafts only outside production), in the lists' order (`sortPosts`). */
  posts: Post[];
  /** Posts shown in lists, tags, authors, feeds and the sitemap, newest first. */
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
