// Draws a social card (card.ts says what is on it) as a 1200×630 PNG with sharp, which the
// image service already brings: the background and the logo are SVG, each text block is laid
// out by Pango (sharp's text input), which wraps Chinese and Latin text properly and takes
// the glyphs from the system's fonts. Cards are cached by a hash of what they show, so a
// build redraws only the cards whose text changed.
import sharp, { type OverlayOptions } from 'sharp';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_HEIGHT, CARD_WIDTH, clip, emWidth, type CardSpec } from './card';
import { escapeHtml } from '../search/text';

export interface CardTheme {
  siteName: string;
  /** SVG source of the logo mark (square). */
  logoSvg: string;
  primary: string;
  accent: string;
}

// Bump when the drawing changes: every cached card is then redrawn.
const RENDERER_VERSION = 2;
// Fonts with Chinese glyphs first; Pango falls back along the list, then to any font.
const FAMILY = 'Noto Sans CJK SC,Source Han Sans SC,PingFang SC,Microsoft YaHei,WenQuanYi Micro Hei,sans-serif';
const INK = '#1c1e21';
const MUTED = '#525860';
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

// Line box of the CJK fonts (ascent + descent ≈ 1.45 em) plus Pango's extra spacing.
const spacing = (size: number) => Math.round(size * 0.28);
const linesHeight = (size: number, lines: number) => lines * size * 1.45 + (lines - 1) * spacing(size) + 4;

/** One block of text drawn by Pango: the PNG and its height. */
async function text(markup: string, size: number, weight: 'Bold' | 'Regular'): Promise<{ png: Buffer; height: number }> {
  const { data, info } = await sharp({
    text: { text: markup, font: `${FAMILY} ${weight} ${size}px`, width: TEXT_WIDTH, rgba: true, wrap: 'word-char', spacing: spacing(size) },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, height: info.height };
}

const span = (colour: string, value: string) => `<span foreground="${colour}">${escapeHtml(value)}</span>`;

/** The title at the largest size that keeps it within `maxLines` lines (cut with … past that). */
async function fitTitle(title: string, maxLines: number) {
  for (const size of [68, 58, 50]) {
    const block = await text(span(INK, title), size, 'Bold');
    if (block.height <= linesHeight(size, maxLines)) return { ...block, size };
  }
  // Too long even at the smallest size: cut by a tenth until it fits (a few tries at most).
  let clipped = title;
  for (;;) {
    clipped = clip(clipped, Math.max(2, emWidth(clipped) * 0.9));
    const block = await text(span(INK, clipped), 50, 'Bold');
    if (block.height <= linesHeight(50, maxLines) || emWidth(clipped) <= 3) return { ...block, size: 50 };
  }
}

function background(theme: CardTheme): Buffer {
  // Flat colours only: the PNG is palette-quantised, where gradients would band.
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>
  <circle cx="${CARD_WIDTH}" cy="${CARD_HEIGHT}" r="230" fill="#f0f7f3"/>
  <circle cx="${CARD_WIDTH}" cy="${CARD_HEIGHT}" r="130" fill="#e3f1e8"/>
  <circle cx="${CARD_WIDTH - 100}" cy="100" r="16" fill="${theme.accent}"/>
  <rect y="${CARD_HEIGHT - 14}" width="${CARD_WIDTH}" height="14" fill="${theme.primary}"/>
</svg>`);
}

async function logo(theme: CardTheme, size: number): Promise<Buffer> {
  return sharp(Buffer.from(theme.logoSvg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Draws one card. */
export async function renderCard(spec: CardSpec, theme: CardTheme): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  const isSiteCard = spec.title === theme.siteName;
  if (isSiteCard) {
    // The site card: a large mark, the name, the tagline.
    layers.push({ input: await logo(theme, 160), left: MARGIN, top: 96 });
    const name = await text(span(INK, theme.siteName), 76, 'Bold');
    layers.push({ input: name.png, left: MARGIN, top: 296 });
    if (spec.description) {
      const tagline = await text(span(MUTED, clip(spec.description, 2 * 30)), 36, 'Regular');
      layers.push({ input: tagline.png, left: MARGIN, top: 296 + name.height + 28 });
    }
  } else {
    // Header row: mark and site name.
    layers.push({ input: await logo(theme, 64), left: MARGIN, top: 64 });
    const name = await text(span(INK, theme.siteName), 32, 'Bold');
    layers.push({ input: name.png, left: MARGIN + 84, top: 64 + Math.round((64 - name.height) / 2) });
    let top = 186;
    if (spec.eyebrow) {
      const eyebrow = await text(span(theme.primary, spec.eyebrow), 30, 'Bold');
      layers.push({ input: eyebrow.png, left: MARGIN, top });
      top += eyebrow.height + 18;
    }
    const title = await fitTitle(spec.title, 3);
    layers.push({ input: title.png, left: MARGIN, top });
    top += title.height + 24;
    // The description fills what the title leaves above the address line (one or two lines).
    const room = [2, 1].find((lines) => top + linesHeight(30, lines) <= 530) ?? 0;
    if (spec.description && room) {
      const description = await text(span(MUTED, clip(spec.description, room * (TEXT_WIDTH / 30) * 0.92)), 30, 'Regular');
      if (top + description.height <= 530) layers.push({ input: description.png, left: MARGIN, top });
    }
  }
  const address = await text(span(MUTED, spec.address), 26, 'Regular');
  layers.push({ input: address.png, left: MARGIN, top: CARD_HEIGHT - 14 - 44 - address.height });
  // A 64-colour palette at the lowest quantiser effort: the card is flat colours and
  // anti-aliased text, and this encodes several times faster than the default effort (7)
  // for about a third more bytes (~20 KB a card; crawlers fetch them, readers never do).
  return sharp(background(theme)).composite(layers).png({ compressionLevel: 6, palette: true, colours: 64, dither: 0, effort: 1 }).toBuffer();
}

/** Cache key of a card: what it shows, the theme and the renderer version. */
export function cardHash(spec: CardSpec, theme: CardTheme): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, spec, theme]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * A card from the cache folder, drawn and stored when missing. The cache is keyed by content,
 * so it never needs clearing; a stale entry is only never read again.
 */
export async function cachedCard(spec: CardSpec, theme: CardTheme, cacheDir: string): Promise<{ png: Buffer; cached: boolean }> {
  const file = join(cacheDir, `${cardHash(spec, theme)}.png`);
  if (existsSync(file)) return { png: readFileSync(file), cached: true };
  const png = await renderCard(spec, theme);
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: a parallel build never reads half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, png);
  renameSync(tmp, file);
  return { png, cached: false };
}

let fontChecked = false;
/**
 * Fails when the system has no font with Chinese glyphs: the cards would show empty boxes.
 * Asks fontconfig (which Pango uses); where fc-list is missing, nothing can be told.
 */
export function assertChineseFont(): void {
  if (fontChecked) return;
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (!result.error && result.status === 0 && !result.stdout.trim()) {
    throw new Error(
      'Social cards: no font with Chinese glyphs is installed (fc-list :lang=zh finds none), so the cards would show empty boxes. Install one, e.g. `apt-get install fonts-noto-cjk` (Debian/Ubuntu); .ci/run does.',
    );
  }
  fontChecked = true;
}
