// Astro adapter of the blog engine: each blog instance of the site config, read from its
// collections and built once; static paths and feeds come from here.
import { readFileSync, statSync } from 'node:fs';
import { getEntry, render, type CollectionEntry, type CollectionKey } from 'astro:content';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import mdxServer from '@astrojs/mdx/server.js';
import reactServer from '@astrojs/react/server.js';
import { mdxComponents } from '../components/mdx';
import { parse as parseYaml } from 'yaml';
import { siteConfig } from '../config';
import { ContentError } from '../config/errors';
import type { BlogInstanceConfig } from '../config/instances';
import { authorSchema, changelogFrontMatter, postFrontMatter } from '../lib/blog/schema';
import { authorsCollection, inFolder } from '../lib/instances';
import { readCollection, readTagsFile } from './collections';
import { buildAuthorsMap } from '../lib/blog/authors';
import { absolutizeHtml, cleanFeedHtml, renderFeed, type Feed, type FeedKind, FEED_FILES, newestForFeed } from '../lib/blog/feeds';
import { buildBlogInstance } from '../lib/blog/instance';
import type { BlogConfig, BlogInstance, RawPost } from '../lib/blog/types';
import { gitFirstCommitted } from '../lib/git/last-updated';

/** The id of a blog instance of the site config. */
export type BlogId = string;

/** The engine's settings of a blog instance: its config entry with its files and feed filled in. */
function blogConfig(instance: BlogInstanceConfig): BlogConfig {
  const { collection: _collection, frontMatter: _frontMatter, folder, feed, ...rest } = instance;
  return {
    ...rest,
    contentDir: folder,
    authorsFile: inFolder(instance, instance.authorsFile),
    tagsFile: instance.tagsFile && inFolder(instance, instance.tagsFile),
    feed: { ...feed, copyright: feed.copyright ?? siteConfig.footer.copyright },
  };
}

function instanceConfig(id: BlogId): BlogInstanceConfig {
  const instance = siteConfig.blog.find((b) => b.id === id);
  if (!instance) throw new ContentError(`src/site.config.ts: blog: no blog instance with id "${id}"; allowed: ${siteConfig.blog.map((b) => b.id).join(', ')}`);
  return instance;
}

const cache = new Map<BlogId, Promise<BlogInstance>>();

export function getBlog(id: BlogId): Promise<BlogInstance> {
  if (!cache.has(id)) cache.set(id, load(id));
  return cache.get(id)!;
}

async function load(id: BlogId): Promise<BlogInstance> {
  const instance = instanceConfig(id);
  const config = blogConfig(instance);
  const entries = await readCollection(instance.collection, instance.frontMatter === 'changelog' ? changelogFrontMatter : postFrontMatter);
  const posts: RawPost[] = entries.map((e) => ({
    path: e.id,
    filePath: e.filePath ?? `${config.contentDir}/${e.id}.md`,
    // Changelog front matter has fewer fields: fill the post defaults.
    data: { tags: [], draft: false, unlisted: false, hide_table_of_contents: false, ...e.data },
    body: e.body ?? '',
  }));
  // Astro's data store keeps entries sorted by id; the authors index lists them in the order of
  // the authors file, as Docusaurus does.
  const fileOrder = Object.keys(parseYaml(readFileSync(config.authorsFile, 'utf8')) ?? {});
  const authorEntries = (await readCollection(authorsCollection(instance), authorSchema)).sort((a, b) => fileOrder.indexOf(a.id) - fileOrder.indexOf(b.id));
  const authors = buildAuthorsMap(
    config.authorsFile,
    authorEntries.map((e) => [e.id, e.data] as const),
    config.routeBasePath,
    config.authors === 'pages',
    config.authorsBasePath,
  );
  const tagsFile = await readTagsFile(instance);
  return buildBlogInstance({ config, posts, authors, tagsFile, production: import.meta.env.PROD, fileDate });
}

/** A post without a date anywhere: its first commit, else (not committed yet) its creation time. */
function fileDate(filePath: string): Date {
  const committed = gitFirstCommitted(filePath);
  if (committed) return committed;
  const stat = statSync(filePath);
  return stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime;
}

export function blogCollection(id: BlogId): CollectionKey {
  return instanceConfig(id).collection as CollectionKey;
}

const absolute = (path: string) => new URL(path, siteConfig.url).href;

let container: Promise<AstroContainer> | undefined;

/** An MDX post's HTML for the feeds, with the components its pages use (Astro's container API). */
async function renderMdx(entry: CollectionEntry<CollectionKey>): Promise<string> {
  // The renderers are imported, not loaded by path, so that the build bundles them.
  container ??= AstroContainer.create().then((c) => {
    c.addServerRenderer({ name: 'astro:jsx', renderer: mdxServer });
    c.addServerRenderer({ name: '@astrojs/react', renderer: reactServer });
    return c;
  });
  const { Content } = await render(entry);
  return (await container).renderToString(Content, { props: { components: mdxComponents } });
}

const feeds = new Map<BlogId, Promise<Feed>>();

/** The feed of an instance, built once for its three files (MDX posts are rendered for it). */
export function buildFeed(id: BlogId): Promise<Feed> {
  if (!feeds.has(id)) feeds.set(id, readFeed(id));
  return feeds.get(id)!;
}

async function readFeed(id: BlogId): Promise<Feed> {
  const blog = await getBlog(id);
  const { config } = blog;
  const items = await Promise.all(
    newestForFeed(blog.listed, config.feed.limit).map(async (post) => {
      const entry = await getEntry(blogCollection(id), post.id);
      // Markdown entries carry their rendered HTML; MDX entries are rendered here.
      const rendered = entry && 'rendered' in entry ? (entry.rendered as { html?: string } | undefined)?.html : entry ? await renderMdx(entry) : undefined;
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

/** The feed files of a blog instance: those its `feed.type` asks for. */
export function feedStaticPaths(id: BlogId) {
  return instanceConfig(id).feed.type.map((kind) => ({ params: { feed: FEED_FILES[kind] } }));
}

export async function feedResponse(id: BlogId, file: string): Promise<Response> {
  const kind = KIND_BY_FILE[file];
  if (!kind) return new Response('Not found', { status: 404 });
  const { body, contentType } = renderFeed(kind, await buildFeed(id));
  return new Response(body, { headers: { 'Content-Type': contentType } });
}
