// Post-build pass over dist/ that makes Astro's own output valid HTML (the html-validate
// gate): Astro's island runtime writes `<style>astro-island,…{display:contents}</style>`
// into <body> before the first island, where HTML allows no <style>; it moves into <head>.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** Rewrites the pages that need it; returns how many changed. */
export function fixHtml(distDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8');
    const fixed = encodeHrefSpaces(hoistIslandStyles(html));
    if (fixed !== html) {
      writeFileSync(file, fixed);
      changed++;
    }
  }
  return changed;
}
