// Post-build pass over dist/ that makes Astro's own output valid HTML (the html-validate
// gate): Astro's island runtime writes `<style>astro-island,…{display:contents}</style>`
// into <body> before the first island, where HTML allows no <style>; it moves into <head>.
// It also moves Astro's inline island runtime and client-directive scripts (~6.5 KB on every
// page with an island) into one shared, cacheable file, and joins a page's run of stylesheet
// links into one file per distinct run, small component stylesheets apart (`ownFiles`; a docs
// page had six links; one gzip stream is ~15 % smaller than six, and one request instead of six).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeAttribute } from '../lib/html-attribute';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function hoistIslandStyles(html: string): string {
  const styles = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (!styles || head < 0) return html;
  const body = html.slice(head).replace(ISLAND_STYLE, '');
  return `${html.slice(0, head)}${styles[0]}${body}`;
}

/** `stem.<hash of content>.ext`: a new file name whenever the content changes (cacheable). */
const hashedName = (stem: string, ext: string, content: string) => `${stem}.${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.${ext}`;

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's island element definition, and its client directives (`Astro.load = …`). */
const isIslandScript = (body: string) => body.includes('customElements.define("astro-island"') || /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.[a-z]+=/.test(body);

/**
 * Replaces the page's inline island scripts by one deferred external script holding the same
 * code in the same order; `write(name, code)` stores the file and returns its href.
 * Deferred is safe: islands wait for their directive, and defining `astro-island` upgrades the
 * elements already parsed.
 */
export function externalizeIslandScripts(html: string, write: (name: string, code: string) => string): string {
  const bodies: string[] = [];
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) if (body && isIslandScript(body)) bodies.push(body);
  if (!bodies.some((b) => b.includes('customElements.define("astro-island"'))) return html;
  const code = bodies.join('\n');
  const src = write(hashedName('islands', 'js', code), code);
  let first = true;
  return html.replace(INLINE_SCRIPT, (whole, body: string) => {
    if (!body || !isIslandScript(body)) return whole;
    if (!first) return '';
    first = false;
    return `<script src="${src}" defer></script>`;
  });
}

const BODY_STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"\s*\/?>/g;

/**
 * Moves stylesheet links from <body> (Expressive Code puts its stylesheet in the first code
 * block) to the end of the head's stylesheets: discovered at once instead of mid-page, and
 * joinable with the others. Later in the cascade than the head's sheets, as they were.
 */
export function hoistBodyStylesheets(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const hrefs: string[] = [];
  const body = html.slice(headEnd).replace(BODY_STYLESHEET, (_, href: string) => {
    if (!hrefs.includes(href)) hrefs.push(href);
    return '';
  });
  if (!hrefs.length) return html;
  let head = html.slice(0, headEnd);
  const links = hrefs
    .filter((h) => !head.includes(`href="${h}"`))
    .map((h) => `<link rel="stylesheet" href="${h}">`)
    .join('');
  const last = head.lastIndexOf('<link rel="stylesheet"');
  const at = last < 0 ? head.length : head.indexOf('>', last) + 1;
  head = head.slice(0, at) + links + head.slice(at);
  return head + body;
}

/** A run of adjacent links to the build's own stylesheets (vendored ones such as KaTeX's stay as they are). */
const STYLESHEET_RUN = /(?:<link rel="stylesheet" href="[^"]*\/_astro\/[^"]+\.css">)+/;
const STYLESHEET_HREF = /<link rel="stylesheet" href="([^"]+\.css)">/g;

/**
 * Replaces the first run of adjacent stylesheet links by the planned files: `files(hrefs)`
 * groups the run's hrefs, each group of two or more joined into one file in that order (an
 * empty group links nothing). `read(href)` gives a file's CSS, or undefined to leave the page
 * alone; `write(name, css)` stores a joined file and returns its href. Only files in the same
 * folder are joined, so relative url()s keep pointing where they did.
 */
export function joinStylesheets(
  html: string,
  files: (hrefs: string[]) => string[][],
  read: (href: string) => string | undefined,
  write: (name: string, css: string) => string,
): string {
  const run = STYLESHEET_RUN.exec(html);
  if (!run) return html;
  const hrefs = [...run[0].matchAll(STYLESHEET_HREF)].map((m) => m[1]!);
  const groups = files(hrefs).filter((group) => group.length > 0);
  const folder = (href: string) => href.slice(0, href.lastIndexOf('/') + 1);
  const all = groups.flat();
  if (all.some((h) => folder(h) !== folder(hrefs[0]!)) || all.some((h) => read(h) === undefined)) return html;
  const links = groups.map((group) => {
    if (group.length === 1) return `<link rel="stylesheet" href="${group[0]}">`;
    const css = group.map((h) => read(h)!).join('\n');
    return `<link rel="stylesheet" href="${write(hashedName('styles', 'css', css), css)}">`;
  });
  return html.replace(run[0], links.join(''));
}

/** The rewrite of one page, with the files it writes (shared scripts, joined stylesheets) kept under dist/_astro. */
export function htmlFixer(distDir: string, base = '/'): (html: string) => string {
  const written = new Set<string>();
  const write = (name: string, code: string) => {
    if (!written.has(name)) {
      mkdirSync(join(distDir, '_astro'), { recursive: true });
      writeFileSync(join(distDir, '_astro', name), code);
      written.add(name);
    }
    return `${base}_astro/${name}`;
  };
  // Pages share their stylesheets: each file is read once.
  const css = new Map<string, string | undefined>();
  const readCss = (href: string) => {
    if (!href.startsWith(`${base}_astro/`)) return undefined;
    if (!css.has(href)) {
      try {
        css.set(href, readFileSync(join(distDir, href.slice(base.length)), 'utf8'));
      } catch {
        css.set(href, undefined);
      }
    }
    return css.get(href);
  };
  const copied = new Set<string>();
  return (html) => {
    const own = ownFiles(html, readCss);
    const hoisted = hoistBodyStylesheets(externalizeIslandScripts(hoistIslandStyles(copyLinkedFiles(html, distDir, copied)), write));
    return joinStylesheets(
      hoisted,
      (hrefs) => [hrefs.filter((h) => !own.includes(h)), ...own.filter((h) => hrefs.includes(h)).map((h) => [h])],
      readCss,
      write,
    );
  };
}

/** An element naming a file the build serves (src/lib/assets.ts): its URL attribute, then its source. */
const ASSET_ELEMENT = /<(?:a|img|meta)\b[^>]*? data-dz-asset="[^"]+"[^>]*>/g;

/**
 * Copies each file a page names by `data-dz-asset` (a Markdown link's file, a front-matter
 * image, an author's avatar) to the URL the element gives it (href, src or content; a full
 * URL's path), and drops the source attribute. `copied` remembers the targets already written
 * by earlier pages (an avatar on every list page is copied once).
 */
export function copyLinkedFiles(html: string, distDir: string, copied = new Set<string>()): string {
  return html.replace(ASSET_ELEMENT, (tag) => {
    const url = / (?:href|src|content)="([^"]+)"/.exec(tag)?.[1];
    const source = / data-dz-asset="([^"]+)"/.exec(tag)![1]!;
    if (!url) throw new Error(`an element names the file ${decodeAttribute(source)} but no URL for it: ${tag}`);
    const target = join(distDir, decodeURI(new URL(decodeAttribute(url), 'http://site').pathname));
    if (!copied.has(target)) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(decodeAttribute(source), target);
      copied.add(target);
    }
    return tag.replace(/ data-dz-asset="[^"]+"/, '');
  });
}

/** Below this size, a component's stylesheet stays a file of its own (see `ownFiles`). */
const OWN_FILE_MAX = 4096;

/**
 * The small stylesheets a page's components link from its body (tabs, ideal image, author
 * socials: scoped to their component's classes). Each stays a file of its own, after the
 * page's joined file: joined, it made a page with tabs and its neighbour without them two
 * different 46 KB files, downloaded and parsed again, and the client router's swap restyled
 * the whole page for it (about 40 ms on the phone profile). Expressive Code's stylesheet is
 * larger and on most docs pages, and stays joined (a file of its own added 0.7 KB gzip).
 */
function ownFiles(html: string, read: (href: string) => string | undefined): string[] {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return [];
  const hrefs = [...html.slice(headEnd).matchAll(BODY_STYLESHEET)].map((m) => m[1]!);
  return [...new Set(hrefs)].filter((h) => (read(h)?.length ?? Infinity) < OWN_FILE_MAX);
}
