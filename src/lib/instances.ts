// What the docs and blog instances of the site config imply: the content collections each
// one reads, and where its files are. Pure, so the content config, the adapters
// (src/data/docs.ts, src/data/blog.ts) and the build-time route map agree by construction.
import type { BlogInstanceConfig, DocsInstanceConfig } from '../config/instances';
import { feedLinks } from './blog/feeds';

type Instances = { docs: DocsInstanceConfig[]; blog: BlogInstanceConfig[] };

export type CollectionKind = 'docs' | 'categories' | 'tags' | 'post' | 'changelog' | 'authors';

export interface InstanceCollection {
  name: string;
  kind: CollectionKind;
  /** Folder (Markdown, categories) or data file, relative to the repository root. */
  path: string;
}

export const categoriesCollection = (docs: Pick<DocsInstanceConfig, 'collection'>) => `${docs.collection}Categories`;
export const tagsCollection = (instance: { collection: string }) => `${instance.collection}Tags`;
export const authorsCollection = (blog: Pick<BlogInstanceConfig, 'collection'>) => `${blog.collection}Authors`;

/** A file named relative to an instance folder, as a path from the repository root. */
export const inFolder = (instance: { folder: string }, file: string) => `${instance.folder}/${file}`;

/**
 * A Markdown file inside a folder whose name starts with `_` (for example `_partials/intro.mdx`):
 * content for other pages to import, not a page of its own, as Docusaurus' default `exclude`.
 * Used by the docs engine on paths relative to a version's folder, so that a version folder
 * such as `_versioned/1.0.0` is not one; the other collections leave `_` folders out in
 * their glob (src/content.config.ts), and files whose own name starts with `_` never reach one.
 */
export const isPartialPath = (path: string): boolean =>
  path
    .split('/')
    .slice(0, -1)
    .some((folder) => folder.startsWith('_'));

/** Every collection the instances read, named after each instance's collection. */
export function instanceCollections(config: Instances): InstanceCollection[] {
  return [
    ...config.docs.flatMap((d): InstanceCollection[] => [
      { name: d.collection, kind: 'docs', path: d.folder },
      { name: categoriesCollection(d), kind: 'categories', path: d.folder },
      ...(d.tagsFile ? [{ name: tagsCollection(d), kind: 'tags' as const, path: inFolder(d, d.tagsFile) }] : []),
    ]),
    ...config.blog.flatMap((b): InstanceCollection[] => [
      { name: b.collection, kind: b.frontMatter, path: b.folder },
      { name: authorsCollection(b), kind: 'authors', path: inFolder(b, b.authorsFile) },
      ...(b.tagsFile ? [{ name: tagsCollection(b), kind: 'tags' as const, path: inFolder(b, b.tagsFile) }] : []),
    ]),
  ];
}

/** Feeds every page links in its head (`<link rel="alternate">`): those of the instances that ask for it. */
export function headFeeds(blog: BlogInstanceConfig[]): { type: string; href: string; title: string }[] {
  return blog.filter((b) => b.feed.linkInHead).flatMap((b) => feedLinks(b.routeBasePath, b.feed));
}
