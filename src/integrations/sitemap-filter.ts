// The sitemap lists only pages search engines may index: not the pages that ask not to be
// (`<meta name="robots" content="noindex">`: unlisted, test docs, redirects, debug), which the
// post-build scan collects, and nothing under /tests: the test blog, test pages, test docs
// and their hub.
import { cleanPath } from '../lib/urls';

const EXCLUDED_PREFIXES = ['/tests', '/__docusaurus'];

/** Routes of the build's noindex pages, filled by the post-build scan (which runs before the sitemap). */
export interface NoindexRoutes {
  scanned: boolean;
  routes: Set<string>;
}

export function isIndexable(page: string, siteUrl: string, noindex: NoindexRoutes): boolean {
  if (!noindex.scanned) throw new Error('sitemap filter: the post-build scan has not run; list dz:post-build before @astrojs/sitemap in astro.config.ts');
  const pathname = new URL(page, siteUrl).pathname;
  if (EXCLUDED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return !noindex.routes.has(cleanPath(decodeURIComponent(pathname)));
}
