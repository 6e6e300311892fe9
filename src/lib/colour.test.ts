import { describe, expect, it } from 'vitest';
import { darken, hexToHsl, hslToHex, primaryShades } from './colour';

describe('colour shades', () => {
  it('round-trips hex through HSL', () => {
    for (const hex of ['#2e8555', '#25c2a0', '#ffffff', '#181920']) expect(hslToHex(hexToHsl(hex))).toBe(hex);
  });
  it('computes the seven primary shades of the light theme', () => {
    const shades = primaryShades('#2e8555');
    expect(Object.keys(shades)).toHaveLength(7);
    expect(shades['--dz-primary']).toBe('#2e8555');
    // Infima's published values for #2e8555 (its generator rounds .5 channels down; we
    // round half up, so a channel may differ by one unit).
    const published = { dark: '#29784c', darker: '#277148', darkest: '#205d3b', light: '#33925d', lighter: '#359962', lightest: '#3cad6e' };
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    for (const [name, hex] of Object.entries(published)) {
      const ours = channels(shades[`--dz-primary-${name}`]!);
      channels(hex).forEach((c, i) => expect(Math.abs(c - ours[i]!)).toBeLessThanOrEqual(1));
    }
  });
  it('lightens with negative adjustments and clamps', () => {
    expect(darken('#000000', -0.3)).toBe('#000000');
    expect(darken('#ffffff', 0.3)).toBe('#b3b3b3');
  });
});
