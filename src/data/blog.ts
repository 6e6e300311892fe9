// Astro adapter of the blog engine: the three blog instances (blog, changelog, test blog),
// each read from its collections and built once; static paths and feeds come from here.
import { getCollection, getEntry, type CollectionKey } from 'astro:content';
import { siteConfig } from '../config';
import { buildAuthorsMap } from '../lib/blog/authors';
import { absolutizeHtml, cleanFeedHtml, renderFeed, type Feed, type FeedKind, FEED_FILES } from '../lib/blog/feeds';
import { buildBlogInstance } from '../lib/blog/instance';
import { buildTagsMap } from '../lib/blog/tags';
import type { AuthorData, BlogConfig, BlogInstance, BlogRoute, RawPost, TagData } from '../lib/blog/types';
import { routeParam } from '../lib/urls';

export type BlogId = 'blog' | 'changelog' | 'testBlog';

interface InstanceSource {
  config: BlogConfig;
  collection: CollectionKey;
  authorsCollection: CollectionKey;
  tagsCollection?: CollectionKey;
}

const copyright = `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. 本中文站点内容以 CC BY 4.0 协议发布。`;

export const BLOG_INSTANCES: Record<BlogId, InstanceSource> = {
  blog: {
    collection: 'blog',
    authorsCollection: 'blogAuthors',
    tagsCollection: 'blogTags',
    config: {
      id: 'blog',
      routeBasePath: '/blog',
      contentDir: 'content-blog',
      authorsFile: 'content-blog/authors.yml',
      tagsFile: 'content-blog/tags.yml',
      title: '博客',
      description: 'Docusaurus 的版本发布、年度回顾与升级指南，用中文整理。',
      postsPerPage: 5,
      showReadingTime: true,
      tags: true,
      archive: true,
      authors: 'pages',
      sameDayOrder: 'path',
      sidebar: { title: '最近博文', count: 10 },
      feed: { title: 'Docusaurus 博客', description: 'Docusaurus 中文站博客：版本发布、年度回顾与升级指南。', limit: 20, copyright },
      searchSection: '博客',
      noIndex: false,
      countLabel: '{count} 篇博文',
    },
  },
  changelog: {
    collection: 'changelog',
    authorsCollection: 'changelogAuthors',
    config: {
      id: 'changelog',
      routeBasePath: '/changelog',
      contentDir: 'content-changelog',
      authorsFile: 'content-changelog/authors.yml',
      title: '更新日志',
      description: 'Docusaurus 每个版本的新功能、错误修复与破坏性变更。',
      postsPerPage: 20,
      showReadingTime: false,
      tags: false,
      archive: false,
      authors: 'list',
      sameDayOrder: 'version',
      sidebar: { title: '最近版本', count: 20 },
      feed: { title: 'Docusaurus 更新日志', description: 'Docusaurus 每个版本的新功能、错误修复与破坏性变更。', limit: 20, copyright },
      searchSection: '更新日志',
      noIndex: false,
      countLabel: '参与 {count} 个版本',
      backLinkLabel: '← 返回更新日志',
    },
  },
  testBlog: {
    collection: 'testBlog',
    authorsCollection: 'testBlogAuthors',
    tagsCollection: 'testBlogTags',
    config: {
      id: 'testBlog',
      routeBasePath: '/tests/blog',
      contentDir: 'content-tests/blog',
      authorsFile: 'content-tests/blog/authors.yml',
      tagsFile: 'content-tests/blog/tags.yml',
      title: '测试博客',
      description: '博客功能的测试用例：分页、标签、作者、未列出与草稿博文等。',
      postsPerPage: 3,
      showReadingTime: true,
      tags: true,
      archive: true,
      authors: 'pages',
      sameDayOrder: 'path',
      sidebar: { title: '全部博文', count: 'ALL' },
      feed: { title: 'Docusaurus 测试博客', description: '博客功能的测试用例。', limit: 20, copyright },
      noIndex: false,
      countLabel: '{count} 篇博文',
    },
  },
};

const cache = new Map<BlogId, Promise<BlogInstance>>();

export function getBlog(id: BlogId): Promise<BlogInstance> {
  let promise = cache.get(id);
  if (!promise) {
    promise = load(id);
    cache.set(id, promise);
  }
  return promise;
}

async function load(id: BlogId): Promise<BlogInstance> {
  const source = BLOG_INSTANCES[id];
  const { config } = source;
  const entries = await getCollection(source.collection);
  const posts: RawPost[] = entries.map((e) => ({
    path: e.id,
    filePath: e.filePath ?? `${config.contentDir}/${e.id}.md`,
    // Changelog front matter has fewer fields: fill the post defaults.
    data: { tags: [], draft: false, unlisted: false, hide_table_of_contents: false, ...(e.data as object) } as unknown as RawPost['data'],
    body: e.body ?? '',
  }));
  const authorEntries = await getCollection(source.authorsCollection);
  const authors = buildAuthorsMap(
    config.authorsFile,
    authorEntries.map((e) => [e.id, e.data as AuthorData] as [string, AuthorData]),
    config.routeBasePath,
    config.authors === 'pages',
  );
  const tagEntries = source.tagsCollection ? await getCollection(source.tagsCollection) : [];
  const tags = buildTagsMap(
    config.tagsFile,
    tagEntries.map((e) => [e.id, e.data as TagData] as [string, TagData]),
    config.routeBasePath,
  );
  return buildBlogInstance({ config, posts, authors, tags, production: import.meta.env.PROD });
}

export interface BlogRouteProps {
  instanceId: BlogId;
  route: BlogRoute;
}


export async function blogStaticPaths(id: BlogId) {
  const blog = await getBlog(id);
  return blog.routes.map((route) => ({
    params: { path: routeParam(route.permalink, blog.config.routeBasePath) },
    props: { instanceId: id, route } satisfies BlogRouteProps,
  }));
}

export function blogCollection(id: BlogId): CollectionKey {
  return BLOG_INSTANCES[id].collection;
}

const absolute = (path: string) => new URL(path, siteConfig.url).href;

export async function buildFeed(id: BlogId): Promise<Feed> {
  const blog = await getBlog(id);
  const { config } = blog;
  const items = await Promise.all(
    blog.listed.slice(0, config.feed.limit).map(async (post) => {
      const entry = await getEntry(blogCollection(id), post.id);
      // Markdown entries carry their rendered HTML; MDX entries fall back to the description.
      const rendered = entry && 'rendered' in entry ? (entry.rendered as { html?: string } | undefined)?.html : undefined;
      return {
        url: absolute(post.permalink),
        title: post.title,
        date: post.date,
        description: post.description,
        html: rendered ? absolutizeHtml(cleanFeedHtml(rendered), siteConfig.url) : undefined,
        authors: post.authors.filter((a) => a.name).map((a) => ({ name: a.name!, url: a.url, email: a.email })),
        tags: post.tags.map((t) => t.label),
      };
    }),
  );
  return {
    title: config.feed.title,
    description: config.feed.description,
    link: absolute(config.routeBasePath),
    feedBase: absolute(config.routeBasePath),
    language: siteConfig.i18n.defaultLocale,
    copyright: config.feed.copyright,
    generator: `Astro; Docusaurus ${siteConfig.productVersion} 中文文档`,
    author: { name: siteConfig.siteName, url: siteConfig.url },
    icon: absolute(siteConfig.favicon),
    items,
  };
}

const KIND_BY_FILE = Object.fromEntries(Object.entries(FEED_FILES).map(([kind, file]) => [file, kind as FeedKind]));

export function feedStaticPaths() {
  return Object.values(FEED_FILES).map((feed) => ({ params: { feed } }));
}

export async function feedResponse(id: BlogId, file: string): Promise<Response> {
  const kind = KIND_BY_FILE[file];
  if (!kind) return new Response('Not found', { status: 404 });
  const { body, contentType } = renderFeed(kind, await buildFeed(id));
  return new Response(body, { headers: { 'Content-Type': contentType } });
}
