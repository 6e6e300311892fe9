// Post-build passes over dist/: link and anchor check (warnings, or failures in strict
// mode), search index, security headers, copies for plain static hosts and, last, the
// service worker.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { checkLinks, logLinkReport } from './link-check';
import { ContentError } from '../config/errors';
import { buildSearchIndex } from './search-index';
import { writeSecurityHeaders } from './security-headers';
import { fixHtml } from './html-fixups';
import { buildServiceWorker } from './service-worker';
import { writeFolderIndexes } from './folder-indexes';
import { siteConfig } from '../config';
import { cardStats } from '../lib/social-card/stats';

export default function postBuild(): AstroIntegration {
  return {
    name: 'dz:post-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const cards = cardStats();
        logger.info(`social cards: ${cards.drawn} drawn, ${cards.cached} from the cache, ${(cards.ms / 1000).toFixed(1)} s, ${(cards.bytes / 1048576).toFixed(1)} MB (dist/img/og)`);
        const linksStarted = Date.now();
        const report = checkLinks(distDir);
        logLinkReport(report, logger, Date.now() - linksStarted);
        if (report.errors.length) throw new ContentError(`Strict link check failed (SITE_STRICT_LINKS=1):\n${report.errors.join('\n')}`);
        const started = Date.now();
        const index = await buildSearchIndex(distDir, siteConfig.baseUrl);
        if (index.errors.length) throw new Error(`Search index failed:\n${index.errors.join('\n')}`);
        logger.info(`search index: ${index.pages} of ${index.files} pages indexed in ${Date.now() - started} ms (dist/pagefind)`);
        const fixed = fixHtml(distDir, siteConfig.baseUrl);
        logger.info(`html fixups: island styles into <head>, island runtime into a shared script, on ${fixed} pages`);
        // After every pass that changes HTML: it hashes the inline scripts of the final pages.
        const headers = writeSecurityHeaders(distDir, {
          algoliaAppId: siteConfig.search.appId,
          analyticsScriptUrl: siteConfig.analytics?.scriptUrl,
          feedbackBoard: Boolean(siteConfig.feedbackBoard),
        });
        logger.info(`security headers: CSP with ${headers.hashes} inline-script hashes (dist/_headers, dist/nginx-security-headers.conf)`);
        // After the search index and the HTML passes: the copies are the final pages.
        const copies = writeFolderIndexes(distDir);
        logger.info(`plain static hosts: ${copies.length} pages (beside a folder of the same name, or with a dot in the last segment) copied to <route>/index.html`);
        // The service worker goes after every pass that writes files (it changes no HTML): its
        // precache manifest lists the final files, search index included.
        const sw = await buildServiceWorker(distDir);
        for (const line of sw.warnings) logger.warn(`service worker: ${line}`);
        logger.info(`service worker: dist/sw.js precaches ${sw.count} files (${(sw.size / 1048576).toFixed(1)} MB) in offline mode`);
      },
    },
  };
}
