// Initials avatars as inline SVG (authors without an image, the home page's people): a colour
// derived from the name, so nothing is loaded from another host. The showcase cards take
// their hue from the same hash (showcase-filter.ts).
const PALETTE = ['#2e8555', '#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#9a6700', '#1a7f37', '#0969da', '#6639ba', '#0e7490', '#7c3aed'];

/** FNV-1a 32-bit hash of a string (stable across runs and platforms). */
export function hashString(input: string): number {
  let h = 2166136261;
  for (const ch of input) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s'.-]/gu, ' ')
    .trim()
    .split(/[\s.-]+/)
    .filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]!][0]!;
  if (/\p{Script=Han}/u.test(first)) return first;
  const second = words.length > 1 ? [...words[words.length - 1]!][0]! : ([...words[0]!][1] ?? '');
  return (first + second).toUpperCase();
}

export function avatarColor(name: string): string {
  return PALETTE[hashString(name) % PALETTE.length]!;
}

export function initialsAvatar(name: string, size = 48): string {
  const text = initials(name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="24" fill="${avatarColor(name)}"/><text x="24" y="24" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${text}</text></svg>`;
}
