#!/usr/bin/env node
// Regenerates the PWA icons in public/img/icons/ from public/img/favicon.svg (run after
// changing the favicon): 192 and 512 px, a maskable 512 px and the 180 px apple-touch icon.
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const svg = readFileSync('public/img/favicon.svg');
for (const size of [192, 512]) await sharp(svg, { density: 72 * size / 64 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(`public/img/icons/icon-${size}.png`);
await sharp(svg, { density: 72 * 180 / 64 }).resize(180, 180).flatten({ background: '#ffffff' }).png({ compressionLevel: 9, palette: true }).toFile('public/img/icons/apple-touch-icon.png');
// Maskable: full-bleed primary background, the mark inside the 80 % safe zone.
const square = Buffer.from(svg.toString().replace('rx="14"', 'rx="0"'));
const inner = await sharp(square, { density: 72 * 410 / 64 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2e8555' } }).composite([{ input: inner, gravity: 'centre' }]).png({ compressionLevel: 9, palette: true }).toFile('public/img/icons/icon-maskable-512.png');
