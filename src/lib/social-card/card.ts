// What a social card says and where it lives. A card is the 1200×630 PNG that link previews
// show (og:image, twitter:image): the site's name, the page's section and Chinese title, its
// description and address. Every docs page and blog post has its own at
// /img/og/<permalink>.png; every other page shows the site card, /img/og/index.png (the card
// of "/"). The pixels are drawn by render.ts; this file is pure.
import { fileOfRoute, withBase } from '../urls';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_DIR = '/img/og';

export interface CardSpec {
  /** Big text: the page title (the site's name on the site card). */
  title: string;
  /** Small line above the title, e.g. "文档" or "博客 · 2024-11-04"; none on the site card. */
  eyebrow?: string;
  description?: string;
  /** Address shown at the bottom, without the scheme: docusaurus.io/docs/installation. */
  address: string;
}

/** Public path of a page's card: "/" → /img/og/index.png, "/docs/cli" → /img/og/docs/cli.png. */
export function cardPath(permalink: string, baseUrl = '/'): string {
  return withBase(baseUrl, `${CARD_DIR}/${fileOfRoute(permalink).replace(/\.html$/, '.png')}`);
}

/** The route parameter of the card endpoint for a card path ("docs/cli.png"). */
export const cardParam = (path: string, baseUrl = '/') => path.slice(withBase(baseUrl, `${CARD_DIR}/`).length);

/** Text shown at the bottom: host and path, no scheme, no trailing slash. */
export function cardAddress(siteUrl: string, permalink: string): string {
  const url = new URL(permalink, siteUrl);
  return `${url.host}${url.pathname === '/' ? '' : decodeURI(url.pathname)}`;
}

/** The alternative text of a card image: what it shows, in one line. */
export function cardAlt(spec: CardSpec, siteName: string): string {
  if (spec.title === siteName) return spec.description ? `${siteName}：${spec.description}` : siteName;
  return `${spec.eyebrow ? `${spec.eyebrow.split(' · ')[0]}「${spec.title}」` : `「${spec.title}」`}｜${siteName}`;
}

/**
 * Rough width of a string in ems, for trimming text before it is drawn: full-width (CJK)
 * characters are one em, others about half. Pango wraps the text itself; this only decides
 * how much of a long description to keep.
 */
export function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    width += code >= 0x1100 && !(code >= 0x2000 && code < 0x2e80 && code !== 0x2026) ? 1 : code === 0x20 ? 0.28 : 0.56;
  }
  return width;
}

/** The text cut to at most `ems` wide, at a character boundary, with "…" when cut. */
export function clip(text: string, ems: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (emWidth(clean) <= ems) return clean;
  let out = '';
  for (const char of clean) {
    if (emWidth(`${out}${char}…`) > ems) break;
    out += char;
  }
  return `${out.trimEnd().replace(/[，、。：；,.:;]$/, '')}…`;
}
