// Plain-data builders for the blog engine's unit tests (no Astro).
import { DEFAULT_TRUNCATE_MARKER } from './excerpt';
import type { BlogConfig } from './types';

/** A blog instance's settings as src/data/blog.ts gives them, with the main blog's values unless overridden. */
export function testBlogConfig(overrides: Partial<BlogConfig> = {}): BlogConfig {
  return {
    id: 'blog',
    routeBasePath: '/blog',
    contentDir: 'content-blog',
    authorsFile: 'content-blog/authors.yml',
    title: '博客',
    description: '博客',
    postsPerPage: 10,
    showReadingTime: true,
    tags: true,
    archive: true,
    authors: 'pages',
    sameDayOrder: 'path',
    sortPosts: 'descending',
    onInlineTags: 'throw',
    onInlineAuthors: 'ignore',
    onUntruncatedBlogPosts: 'ignore',
    truncateMarker: DEFAULT_TRUNCATE_MARKER,
    tagsBasePath: 'tags',
    authorsBasePath: 'authors',
    archiveBasePath: 'archive',
    pageBasePath: 'page',
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    sidebar: { title: '最近博文', count: 5 },
    feed: { type: ['rss', 'atom', 'json'], title: 't', description: 'd', limit: 20, copyright: 'c', linkInHead: false },
    noIndex: false,
    structuredData: true,
    countLabel: '{count} 篇博文',
    ...overrides,
  };
}
