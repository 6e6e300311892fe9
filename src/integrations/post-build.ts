// Post-build passes over dist/. Each page is read once: the search index takes the pages as
// built, the HTML rewrites run in memory, and one parse of each final page gives the link
// and anchor check, the inline-script hashes of the security headers and the noindex routes
// the sitemap leaves out. Then the copies for plain static hosts and, last, the service worker.
import type { AstroIntegration } from 'astro';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLinks, linkCheckFailure, logLinkReport } from './link-check';
import { ContentError } from '../config/errors';
import { buildSearchIndex } from './search-index';
import { writeSecurityHeaders } from './security-headers';
import { htmlFixer } from './html-fixups';
import { buildServiceWorker } from './service-worker';
import { writeFolderIndexes } from './folder-indexes';
import { htmlFiles } from '../lib/files';
import { newScanCache, scanPage, type ScannedPage } from './page-scan';
import type { NoindexRoutes } from './sitemap-filter';
import { routeOfFile } from '../lib/urls';
import { isDraftPage } from '../lib/draft-pages';
import { siteConfig } from '../config';
import { cardStats } from '../lib/social-card/stats';

/** `noindex` is filled for the sitemap filter, so this integration is listed before the sitemap's. */
export default function postBuild(noindex: NoindexRoutes): AstroIntegration {
  return {
    name: 'dz:post-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const cards = cardStats();
        logger.info(
          `social cards: ${cards.drawn} drawn, ${cards.cached} from the cache, ${(cards.ms / 1000).toFixed(1)} s, ${(cards.bytes / 1048576).toFixed(1)} MB (dist/img/og)`,
        );
        let started = Date.now();
        const built = htmlFiles(distDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
        // Draft Markdown pages go before anything reads the build (search, links, sitemap, copies).
        const drafts = built.filter((p) => isDraftPage(p.html));
        const draftRoutes = drafts.map((d) => routeOfFile(relative(distDir, d.file)));
        for (const { file } of drafts) unlinkSync(file);
        for (const route of draftRoutes) noindex.routes.add(route);
        if (drafts.length) logger.info(`draft pages left out: ${draftRoutes.join(', ')}`);
        const pages = built.filter((p) => !drafts.includes(p));
        const fix = htmlFixer(distDir, siteConfig.baseUrl);
        const scanCache = newScanCache();
        const scanned: ScannedPage[] = [];
        let fixed = 0;
        let scanMs = 0;
        // Pagefind indexes the pages as built; each page is rewritten and parsed meanwhile.
        const index = await buildSearchIndex(distDir, siteConfig.baseUrl, pages, ({ file, html }) => {
          const at = Date.now();
          const final = fix(html);
          if (final !== html) {
            writeFileSync(file, final);
            fixed++;
          }
          scanned.push({ file, route: routeOfFile(relative(distDir, file)), facts: scanPage(final, scanCache) });
          scanMs += Date.now() - at;
        });
        if (index.errors.length) throw new Error(`Search index failed:\n${index.errors.join('\n')}`);
        logger.info(
          `search index: ${index.pages} of ${index.files} pages indexed in ${Date.now() - started} ms (dist/pagefind), meanwhile html fixups on ${fixed} pages (island styles into <head>, island runtime into a shared script) and ${scanned.length} pages parsed (${scanMs} ms)`,
        );
        started = Date.now();
        const report = checkLinks(distDir, undefined, scanned);
        logLinkReport(report, logger, Date.now() - started);
        if (report.errors.length) throw new ContentError(linkCheckFailure(report));
        const headers = writeSecurityHeaders(
          distDir,
          { algoliaAppId: siteConfig.search.appId, analyticsScriptUrl: siteConfig.analytics?.scriptUrl, feedbackBoard: Boolean(siteConfig.feedbackBoard) },
          scanned,
        );
        logger.info(`security headers: CSP with ${headers.hashes} inline-script hashes (dist/_headers, dist/nginx-security-headers.conf)`);
        for (const { route, facts } of scanned) if (facts.noindex) noindex.routes.add(route);
        noindex.scanned = true;
        // After the search index and the HTML rewrites: the copies are the final pages.
        const copies = writeFolderIndexes(
          distDir,
          pages.map((p) => p.file),
        );
        logger.info(
          `plain static hosts: ${copies.length} pages (beside a folder of the same name, or with a dot in the last segment) copied to <route>/index.html`,
        );
        // The service worker goes after every pass that writes files (it changes no HTML): its
        // precache manifest lists the final files, search index included.
        started = Date.now();
        const sw = await buildServiceWorker(distDir);
        for (const line of sw.warnings) logger.warn(`service worker: ${line}`);
        logger.info(
          `service worker: dist/sw.js (${(sw.workerBytes / 1024).toFixed(1)} KB); in offline mode it precaches ${sw.count} files (${(sw.size / 1048576).toFixed(1)} MB) listed in dist/${sw.listFile}, in ${Date.now() - started} ms`,
        );
      },
    },
  };
}
