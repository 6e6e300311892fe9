#!/usr/bin/env node
// Regenerates the PWA icons in public/img/icons/ from public/img/favicon.svg (run after
// changing the favicon): 192 and 512 px, a maskable 512 px, the 180 px apple-touch icon and
// public/favicon.ico (16, 32 and 48 px) for clients that ask for /favicon.ico by name.
import sharp from 'sharp';
import { readFileSync, writeFileSync } from 'node:fs';
const svg = readFileSync('public/img/favicon.svg');
for (const size of [192, 512])
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/img/icons/icon-${size}.png`);
await sharp(svg, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/img/icons/apple-touch-icon.png');
// Maskable: full-bleed primary background, the mark inside the 80 % safe zone.
const square = Buffer.from(svg.toString().replace('rx="14"', 'rx="0"'));
const inner = await sharp(square, { density: (72 * 410) / 64 })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2e8555' } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/img/icons/icon-maskable-512.png');

// ICO container with PNG images inside (read by every browser and by Windows since Vista):
// a 6-byte header, one 16-byte directory entry per image, then the PNG files.
const pngs = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
);
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach(({ size, data }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += data.length;
});
writeFileSync('public/favicon.ico', Buffer.concat([header, ...pngs.map((p) => p.data)]));
