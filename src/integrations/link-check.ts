// One pass over the built HTML: every internal link must reach a page, and every #anchor
// an element id on it. Problems are warnings, as Docusaurus' onBrokenLinks: 'warn'; with SITE_STRICT_LINKS=1 (CI) they
// fail the build. The deliberate fixtures of the allow-list are counted, never warned about:
// a clean build prints no warning, so a real broken link is the one line that stands out.
// A file a page loads (script, stylesheet, icon, image) that the build lacks always fails it:
// a stale content cache once rendered posts with an Expressive Code script of an earlier build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isExternalUrl } from '../lib/urls';
import { scanDist, type ScannedPage } from './page-scan';

/** Test fixtures that break links on purpose (source page → link). */
export const ALLOWED_BROKEN = [/^\/tests\/docs\/tests\/links\/.*#this-anchor-does-not-exist$/, /^\/tests\/blog\/.*#does-not-exist$/];
/** Routes served by a rewrite rather than a file. */
const REWRITES = [/^\/feature-requests(\/.*)?$/];

export interface LinkReport {
  pages: number;
  links: number;
  warnings: string[];
  errors: string[];
  /** Broken on purpose (ALLOWED_BROKEN): reported in the summary line only. */
  allowed: string[];
  /** Site files that pages load and the build lacks, each once (every page is in `errors`). */
  missingFiles: string[];
}

/** Checks the scanned pages. An absolute link has the same answer wherever it appears: resolved once. */
export function checkLinks(distDir: string, strict = process.env.SITE_STRICT_LINKS === '1', scanned: ScannedPage[] = scanDist(distDir)): LinkReport {
  const pages = new Map(scanned.map(({ route, facts }) => [route, facts.ids]));
  // The 404 page and redirect stubs are not content: their links are not checked.
  const linksOf = scanned.filter(({ route, facts }) => route !== '/404' && !facts.refresh).map(({ route, facts }) => ({ route, links: facts.links }));
  const report: LinkReport = { pages: scanned.length, links: 0, warnings: [], errors: [], allowed: [], missingFiles: [] };
  /** Absolute href → its problem (with `{route}` for the page), or null when it is fine. */
  const absolute = new Map<string, { problem: string; url: URL; path: string } | null>();
  const resolveLink = (href: string, route: string) => {
    const url = new URL(href, `https://site.invalid${route}`);
    const path = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
    const target = pages.get(path) ?? pages.get(path.replace(/\.html$/, ''));
    if (!target) {
      // Files (Markdown twins, feeds, images, linked files): the link holds when the file is there.
      if (/\.\w+$/.test(path) && existsSync(join(distDir, path))) return null;
      if (REWRITES.some((r) => r.test(path))) return null;
      return { problem: 'broken link', url, path };
    }
    if (url.hash) {
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !target.has(anchor)) return { problem: 'broken anchor', url, path };
    }
    return null;
  };
  for (const { route, links } of linksOf) {
    for (const href of links) {
      if (isExternalUrl(href) || href === '') continue;
      report.links++;
      let found: ReturnType<typeof resolveLink> | undefined;
      if (href.startsWith('/')) {
        if (!absolute.has(href)) absolute.set(href, resolveLink(href, route));
        found = absolute.get(href);
      } else found = resolveLink(href, route);
      if (!found) continue;
      const problem = `${found.problem} on ${route}: ${href}`;
      const allowed = ALLOWED_BROKEN.some((r) => r.test(`${route}${found.url.hash}`) || r.test(`${found.path}${found.url.hash}`));
      if (allowed) report.allowed.push(problem);
      else if (strict) report.errors.push(problem);
      else report.warnings.push(problem);
    }
  }
  // Pages repeat the same few files: each src is looked up once.
  const present = new Map<string, boolean>();
  for (const { route, facts } of scanned) {
    for (const src of facts.assets) {
      let found = present.get(src);
      if (found === undefined) {
        const path = decodeURIComponent(new URL(src, 'https://site.invalid/').pathname);
        found = existsSync(join(distDir, path));
        present.set(src, found);
        if (!found) report.missingFiles.push(path);
      }
      if (!found) report.errors.push(`missing file on ${route}: ${src} (not in the build)`);
    }
  }
  return report;
}

/**
 * The build's error for a failed check. Hashed files missing from pages usually come from
 * Astro's content cache, which keeps rendered Markdown with the file names of the build that
 * rendered it: the message says how to start that cache afresh.
 */
export function linkCheckFailure(report: LinkReport): string {
  const staleCache = report.missingFiles.some((path) => path.startsWith('/_astro/'))
    ? '\nHashed /_astro/ files that the build lacks usually come from a content cache another build left (node_modules/.astro): remove that folder and build again.'
    : '';
  return `Link check failed:\n${report.errors.join('\n')}${staleCache}`;
}

export interface BuildLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** The build log of a link check: one warning per broken link or anchor, then a summary line. */
export function logLinkReport(report: LinkReport, logger: BuildLogger, ms?: number): void {
  for (const line of report.warnings) logger.warn(line);
  const fixtures = report.allowed.length ? ` (and ${report.allowed.length} broken on purpose in test fixtures)` : '';
  const took = ms === undefined ? '' : ` in ${ms} ms`;
  logger.info(`link check: ${report.pages} pages, ${report.links} internal links, ${report.warnings.length + report.errors.length} problems${fixtures}${took}`);
}
