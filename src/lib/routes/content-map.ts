// Build-time map from Markdown source files to their routes, used to resolve relative
// `.md`/`.mdx` links while compiling. Mirrors the docs and blog permalink rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import type { SiteConfig } from '../../config/schema';
import { docSlug, joinUrl } from '../docs/slugs';
import { postLocation } from '../blog/permalinks';

const COLLECTION_DIRS = { docs: 'content-docs', community: 'content-community', testDocs: 'content-tests/docs' } as const;

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

export function buildContentRouteMap(root: string, config: Pick<SiteConfig, 'docs'>): Map<string, string> {
  const map = new Map<string, string>();
  for (const instance of config.docs) {
    const base = join(root, COLLECTION_DIRS[instance.collection]);
    for (const version of instance.versions) {
      const versionRoot = version.dir === '.' ? base : join(base, version.dir);
      const others = instance.versions.filter((v) => v.dir !== '.').map((v) => join(base, v.dir));
      for (const file of markdownFiles(versionRoot)) {
        if (version.dir === '.' && others.some((o) => file.startsWith(`${o}/`))) continue;
        const fm = frontMatter(file);
        const path = relative(versionRoot, file).replace(/\.mdx?$/, '');
        const slug = docSlug(path, fm.slug as string | undefined, fm.id as string | undefined);
        map.set(file, joinUrl(instance.routeBasePath, version.path, slug));
      }
    }
  }
  for (const [dir, base] of [['content-blog', '/blog'], ['content-tests/blog', '/tests/blog']] as const) {
    for (const file of markdownFiles(join(root, dir))) {
      const path = relative(join(root, dir), file).replace(/\.mdx?$/, '');
      map.set(file, joinUrl(base, postLocation(path, frontMatter(file).slug as string | undefined).slugPath));
    }
  }
  for (const file of markdownFiles(join(root, 'content-tests/pages'))) {
    map.set(file, joinUrl('/tests/pages', relative(join(root, 'content-tests/pages'), file).replace(/\.mdx?$/, '')));
  }
  return map;
}
