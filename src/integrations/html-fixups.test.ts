import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from './html-fixups';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island style from <body> to the end of <head>', () => {
    const html = `<html><head><title>x</title></head><body><div>${STYLE}<script>1</script><astro-island></astro-island></div></body></html>`;
    expect(hoistIslandStyles(html)).toBe(`<html><head><title>x</title>${STYLE}</head><body><div><script>1</script><astro-island></astro-island></div></body></html>`);
  });
  it('leaves pages without islands alone', () => {
    const html = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyles(html)).toBe(html);
  });
});
