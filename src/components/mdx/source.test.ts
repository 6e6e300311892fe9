import { describe, expect, it } from 'vitest';
import { errorAt, sourceOf } from './source';

describe('sourceOf', () => {
  it("names the page's file and its clean URL, or the URL alone", () => {
    const url = new URL('https://site.example/tests/pages/tabs-tests.html');
    expect(sourceOf({ dzSource: 'content-tests/pages/tabs-tests.mdx' }, url)).toBe('content-tests/pages/tabs-tests.mdx (/tests/pages/tabs-tests)');
    expect(sourceOf({}, url)).toBe('/tests/pages/tabs-tests');
    expect(errorAt({ props: {}, url }, '<Tabs>: bad').message).toBe('/tests/pages/tabs-tests: <Tabs>: bad');
  });
});
