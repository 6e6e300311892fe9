// Post-build: the service worker. src/sw/sw.ts is bundled with esbuild (already here as
// Vite's bundler) and workbox-build's injectManifest writes dist/sw.js with the precache
// manifest of the finished site: HTML, CSS, JS, images, fonts and the Pagefind index. It must
// run after every other pass that writes into dist/ (search index included).
//
// Why workbox-build and not @vite-pwa/astro: the latter's peer range stops at Astro 5 and it
// hooks into Vite's build, before the post-build passes that create the search index, so its
// manifest could not list dist/pagefind. injectManifest on the final folder sees everything.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';
import { FOLDER_INDEX_GLOB } from './folder-indexes';
import { precacheUrl } from '../lib/pwa';

export const PRECACHE_PATTERNS = ['**/*.{html,css,js,mjs,json,svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2,ttf,otf,txt}', 'pagefind/**/*'];

export interface ServiceWorkerReport {
  count: number;
  size: number;
  warnings: string[];
}

export async function buildServiceWorker(distDir: string): Promise<ServiceWorkerReport> {
  const entry = fileURLToPath(new URL('../sw/sw.ts', import.meta.url));
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const tmp = mkdtempSync(join(tmpdir(), 'dz-sw-'));
  try {
    const swSrc = join(tmp, 'sw.js');
    writeFileSync(swSrc, bundled.outputFiles[0]!.text);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(distDir, 'sw.js'),
      globDirectory: distDir,
      globPatterns: PRECACHE_PATTERNS,
      // The plain-host copies of pages (folder-indexes.ts) are the same pages again; social
      // cards are for link previews, never shown by the site; llms*.txt are for machines
      // (llms-full.txt holds every doc): none is worth every reader's download.
      globIgnores: ['sw.js', '**/*.map', '.prerender/**', FOLDER_INDEX_GLOB, 'img/og/**', 'llms.txt', 'llms-full.txt'],
      // Mermaid and a few vendor chunks are large; the site must work offline all the same.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^_astro\//,
      // Pages under their clean URLs: the servers redirect `x.html` to `x` (and keep the
      // error page's file internal), and offline lookups start from the clean URL.
      manifestTransforms: [(entries) => ({ manifest: entries.map((e) => ({ ...e, url: precacheUrl(e.url) })), warnings: [] })],
    });
    return { count, size, warnings };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
