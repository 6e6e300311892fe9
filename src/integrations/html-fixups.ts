// Post-build pass over dist/ that makes Astro's own output valid HTML (the html-validate
// gate): Astro's island runtime writes `<style>astro-island,…{display:contents}</style>`
// into <body> before the first island, where HTML allows no <style>; it moves into <head>.
// It also moves Astro's inline island runtime and client-directive scripts (~6.5 KB on every
// page with an island) into one shared, cacheable file.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function hoistIslandStyles(html: string): string {
  const styles = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (!styles || head < 0) return html;
  const body = html.slice(head).replace(ISLAND_STYLE, '');
  return `${html.slice(0, head)}${styles[0]}${body}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** Hrefs hold raw route paths; a route with a space (`/changelog/V2 Changelog`) is encoded. */
export function encodeHrefSpaces(html: string): string {
  return html.replace(/ href="([^"]* [^"]*)"/g, (_, href: string) => ` href="${href.replace(/ /g, '%20')}"`);
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's island element definition, and its client directives (`Astro.load = …`). */
const isIslandScript = (body: string) =>
  body.includes('customElements.define("astro-island"') || /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.[a-z]+=/.test(body);

/**
 * Replaces the page's inline island scripts by one deferred external script holding the same
 * code in the same order; `write(name, code)` stores the file (named by content hash).
 * Deferred is safe: islands wait for their directive, and defining `astro-island` upgrades the
 * elements already parsed.
 */
export function externalizeIslandScripts(html: string, write: (name: string, code: string) => string): string {
  const bodies: string[] = [];
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) if (body && isIslandScript(body)) bodies.push(body);
  if (!bodies.some((b) => b.includes('customElements.define("astro-island"'))) return html;
  const code = bodies.join('\n');
  const name = `islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  const src = write(name, code);
  let first = true;
  return html.replace(INLINE_SCRIPT, (whole, body: string) => {
    if (!body || !isIslandScript(body)) return whole;
    if (!first) return '';
    first = false;
    return `<script src="${src}" defer></script>`;
  });
}

/** Rewrites the pages that need it; returns how many changed. */
export function fixHtml(distDir: string, base = '/'): number {
  let changed = 0;
  const written = new Set<string>();
  const write = (name: string, code: string) => {
    if (!written.has(name)) {
      mkdirSync(join(distDir, '_astro'), { recursive: true });
      writeFileSync(join(distDir, '_astro', name), code);
      written.add(name);
    }
    return `${base}_astro/${name}`;
  };
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8');
    const fixed = externalizeIslandScripts(encodeHrefSpaces(hoistIslandStyles(html)), write);
    if (fixed !== html) {
      writeFileSync(file, fixed);
      changed++;
    }
  }
  return changed;
}
