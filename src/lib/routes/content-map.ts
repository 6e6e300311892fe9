// Build-time map from Markdown source files to their routes, used to resolve relative
// `.md`/`.mdx` links while compiling. Mirrors the docs and blog permalink rules.
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import matter from 'gray-matter';
import type { SiteConfig } from '../../config/schema';
import { asFrontMatterText } from '../content-schemas';
import { type DocPathFrontMatter, docSlug } from '../docs/slugs';
import { joinUrl } from '../urls';
import { postLocation } from '../blog/permalinks';
import { filesUnder } from '../files';

const markdownFiles = (dir: string) => filesUnder(dir, (file) => /\.mdx?$/.test(file) && !basename(file).startsWith('_'));

const frontMatter = (file: string) => {
  try {
    return matter(readFileSync(file, 'utf8')).data as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * The keys that shape a route, a number read as its text as the collections' schemas read it
 * (`slug: 2024` is the route segment "2024"). Unchecked otherwise: those schemas reject a
 * wrong type of these keys.
 */
const pathFrontMatter = (fm: Record<string, unknown>): DocPathFrontMatter =>
  ({ id: asFrontMatterText(fm.id), slug: asFrontMatterText(fm.slug), parse_number_prefixes: fm.parse_number_prefixes }) as DocPathFrontMatter;

export function buildContentRouteMap(root: string, config: Pick<SiteConfig, 'docs' | 'blog'>): Map<string, string> {
  const map = new Map<string, string>();
  for (const instance of config.docs) {
    const base = join(root, instance.folder);
    for (const version of instance.versions) {
      const versionRoot = version.dir === '.' ? base : join(base, version.dir);
      const others = instance.versions.filter((v) => v.dir !== '.').map((v) => join(base, v.dir));
      for (const file of markdownFiles(versionRoot)) {
        if (version.dir === '.' && others.some((o) => file.startsWith(`${o}/`))) continue;
        const path = relative(versionRoot, file).replace(/\.mdx?$/, '');
        const slug = docSlug(path, pathFrontMatter(frontMatter(file)));
        map.set(file, joinUrl(instance.routeBasePath, version.path, slug));
      }
    }
  }
  for (const blog of config.blog) {
    const dir = join(root, blog.folder);
    for (const file of markdownFiles(dir)) {
      const path = relative(dir, file).replace(/\.mdx?$/, '');
      map.set(file, joinUrl(blog.routeBasePath, postLocation(path, pathFrontMatter(frontMatter(file)).slug).slugPath));
    }
  }
  for (const file of markdownFiles(join(root, 'content-tests/pages'))) {
    map.set(file, joinUrl('/tests/pages', relative(join(root, 'content-tests/pages'), file).replace(/\.mdx?$/, '')));
  }
  return map;
}
