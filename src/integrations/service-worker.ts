// Post-build: the service worker. src/sw/sw.ts is bundled with esbuild (already here as
// Vite's bundler) into dist/sw.js, and workbox-build's getManifest lists the finished site for
// offline mode: HTML, CSS, JS, images, fonts and the Pagefind index. That list (about 100 KB)
// goes to its own content-hashed file, /_astro/sw-precache.<hash>.js, which the worker imports
// only in offline mode: every reader's browser fetches sw.js, and outside offline mode it needs
// none of the list (sw.js went from 36 KB to 4 KB gzip). The list's name is written into sw.js,
// so a deployment that changes any file changes sw.js, and the browser installs the new worker.
// It must run after every other pass that writes into dist/ (search index included).
//
// Why workbox-build and not @vite-pwa/astro: the latter's peer range stops at Astro 5 and it
// hooks into Vite's build, before the post-build passes that create the search index, so its
// manifest could not list dist/pagefind. getManifest on the final folder sees everything.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from 'workbox-build';
import { FOLDER_INDEX_GLOB } from './folder-indexes';
import { precacheUrl } from '../lib/pwa';

export const PRECACHE_PATTERNS = ['**/*.{html,css,js,mjs,json,svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2,ttf,otf,txt}', 'pagefind/**/*'];

export interface ServiceWorkerReport {
  count: number;
  size: number;
  /** The precache list's file, relative to dist/. */
  listFile: string;
  /** Bytes of dist/sw.js. */
  workerBytes: number;
  warnings: string[];
}

export async function buildServiceWorker(distDir: string): Promise<ServiceWorkerReport> {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: distDir,
    globPatterns: PRECACHE_PATTERNS,
    // The plain-host copies of pages (folder-indexes.ts) are the same pages again; social
    // cards are for link previews, never shown by the site; llms*.txt are for machines
    // (llms-full.txt holds every doc): none is worth every reader's download.
    globIgnores: ['sw.js', SW_PRECACHE_GLOB, '**/*.map', '.prerender/**', FOLDER_INDEX_GLOB, 'img/og/**', 'llms.txt', 'llms-full.txt'],
    // Mermaid and a few vendor chunks are large; the site must work offline all the same.
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^_astro\//,
    // Pages under their clean URLs: the servers redirect `x.html` to `x` (and keep the
    // error page's file internal), and offline lookups start from the clean URL.
    manifestTransforms: [(entries) => ({ manifest: entries.map((e) => ({ ...e, url: precacheUrl(e.url) })), warnings: [] })],
  });
  const list = `self.__DZ_PRECACHE=${JSON.stringify(manifestEntries ?? [])};`;
  const listFile = `_astro/sw-precache.${createHash('sha256').update(list).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(distDir, listFile), list);
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('../sw/sw.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // Relative to sw.js, which sits at the site's base.
    define: { 'process.env.NODE_ENV': '"production"', DZ_PRECACHE_URL: JSON.stringify(`./${listFile}`) },
  });
  const worker = bundled.outputFiles[0]!;
  writeFileSync(join(distDir, 'sw.js'), worker.contents);
  return { count, size, warnings, listFile, workerBytes: worker.contents.length };
}

const SW_PRECACHE_GLOB = '_astro/sw-precache.*.js';
