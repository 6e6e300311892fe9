// Primary colour shades, computed like Infima's colour generator: each shade is the base
// colour with its HSL lightness scaled by (1 - adjustment), as `color.darken(adjustment)` does.
export const SHADE_ADJUSTMENTS = {
  '': 0,
  dark: 0.1,
  darker: 0.15,
  darkest: 0.3,
  light: -0.1,
  lighter: -0.15,
  lightest: -0.3,
} as const;

type Hsl = { h: number; s: number; l: number };

export function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function darken(hex: string, ratio: number): string {
  if (ratio === 0) return hex.toLowerCase();
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, l: Math.min(1, Math.max(0, hsl.l * (1 - ratio))) });
}

/** CSS declarations `--dz-primary`, `--dz-primary-dark`, … for one base colour. */
export function primaryShades(base: string): Record<string, string> {
  return Object.fromEntries(Object.entries(SHADE_ADJUSTMENTS).map(([name, ratio]) => [name ? `--dz-primary-${name}` : '--dz-primary', darken(base, ratio)]));
}

export function shadesCss(selector: string, base: string, background: string): string {
  const decls = Object.entries(primaryShades(base)).map(([k, v]) => `${k}:${v}`);
  return `${selector}{${decls.join(';')};--dz-bg:${background}}`;
}
