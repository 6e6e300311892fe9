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

describe('href encoding', () => {
  it('encodes spaces in hrefs only', async () => {
    const { encodeHrefSpaces } = await import('./html-fixups');
    expect(encodeHrefSpaces('<a href="/changelog/V2 Changelog">V2 Changelog</a>')).toBe('<a href="/changelog/V2%20Changelog">V2 Changelog</a>');
  });
});
