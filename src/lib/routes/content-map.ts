// Build-time map from Markdown source files to their routes, used to resolve relative
// `.md`/`.mdx` links while compiling. Mirrors the docs and blog permalink rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import type { SiteConfig } from '../../config/schema';
import { type DocPathFrontMatter, docSlug, joinUrl } from '../docs/slugs';
import { postLocation } from '../blog/permalinks';

function markdownFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(markdownFiles(full));
    else if (/\.mdx?$/.test(name) && !name.startsWith('_')) out.push(full);
  }
  return out;
}

const frontMatter = (file: string) => {
  try {
    return matter(readFileSync(file, 'utf8')).data as Record<string, unknown>;
  } catch {
    return {};
  }
};

export function buildContentRouteMap(root: string, config: Pick<SiteConfig, 'docs' | 'blog'>): Map<string, string> {
  const map = new Map<string, string>();
  for (const instance of config.docs) {
    const base = join(root, instance.folder);
    for (const version of instance.versions) {
      const versionRoot = version.dir === '.' ? base : join(base, version.dir);
      const others = instance.versions.filter((v) => v.dir !== '.').map((v) => join(base, v.dir));
      for (const file of markdownFiles(versionRoot)) {
        if (version.dir === '.' && others.some((o) => file.startsWith(`${o}/`))) continue;
        const fm = frontMatter(file);
        const path = relative(versionRoot, file).replace(/\.mdx?$/, '');
        // Unchecked here: the docs collection's schema rejects a wrong type of these keys.
        const slug = docSlug(path, fm as DocPathFrontMatter);
        map.set(file, joinUrl(instance.routeBasePath, version.path, slug));
      }
    }
  }
  for (const blog of config.blog) {
    const dir = join(root, blog.folder);
    for (const file of markdownFiles(dir)) {
      const path = relative(dir, file).replace(/\.mdx?$/, '');
      map.set(file, joinUrl(blog.routeBasePath, postLocation(path, frontMatter(file).slug as string | undefined).slugPath));
    }
  }
  for (const file of markdownFiles(join(root, 'content-tests/pages'))) {
    map.set(file, joinUrl('/tests/pages', relative(join(root, 'content-tests/pages'), file).replace(/\.mdx?$/, '')));
  }
  return map;
}
