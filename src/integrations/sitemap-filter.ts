// The sitemap lists only pages search engines may index: a page whose built HTML carries
// `<meta name="robots" content="noindex">` (unlisted, test docs, redirects, debug) is left
// out, as is everything under /tests: the test blog, test pages, test docs and their hub (SPEC §9).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXCLUDED_PREFIXES = ['/tests', '/__docusaurus'];
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

export function htmlFileFor(pathname: string, distDir: string): string {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '');
  return join(distDir, clean === '' ? 'index.html' : `${clean}.html`);
}

export function isIndexable(page: string, siteUrl: string, distDir = join(process.cwd(), process.env.DZ_OUT_DIR ?? 'dist')): boolean {
  const pathname = new URL(page, siteUrl).pathname;
  if (EXCLUDED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const file = htmlFileFor(pathname, distDir);
  if (!existsSync(file)) return true;
  return !NOINDEX.test(readFileSync(file, 'utf8'));
}
