// Which failed imports reload the page: only the site's hashed chunks, which a deploy renames.
import { describe, expect, it } from 'vitest';
import { isSiteChunkError } from './reload-once';

describe('isSiteChunkError', () => {
  it('is true for a hashed chunk of the site, false for the search index', () => {
    expect(isSiteChunkError(new TypeError('Failed to fetch dynamically imported module: https://x.dev/_astro/router.Ab12.js'))).toBe(true);
    expect(isSiteChunkError(new Error('Unable to preload CSS for https://x.dev/_astro/a.css'))).toBe(true);
    expect(isSiteChunkError(new TypeError('Failed to fetch dynamically imported module: https://x.dev/pagefind/pagefind.js'))).toBe(false);
  });
  it('reloads when the error says nothing (an unknown chunk is assumed ours)', () => {
    expect(isSiteChunkError(undefined)).toBe(true);
  });
});
