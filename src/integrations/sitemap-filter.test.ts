import { describe, expect, it } from 'vitest';
import { isIndexable } from './sitemap-filter';

describe('isIndexable', () => {
  const noindex = { scanned: true, routes: new Set(['/hidden', '/changelog/V2 Changelog']) };
  const site = 'https://docusaurus.io';
  it('keeps every page under /tests out, the hub page included', () => {
    for (const page of ['/tests', '/tests/blog', '/tests/pages/seo', '/tests/docs/tests/toc'])
      expect(isIndexable(`${site}${page}`, site, noindex), page).toBe(false);
    expect(isIndexable(`${site}/testsuite`, site, noindex)).toBe(true);
  });
  it('leaves out noindex pages and the debug pages', () => {
    expect(isIndexable(`${site}/hidden`, site, noindex)).toBe(false);
    expect(isIndexable(`${site}/hidden/`, site, noindex)).toBe(false);
    expect(isIndexable(`${site}/changelog/V2%20Changelog`, site, noindex)).toBe(false);
    expect(isIndexable(`${site}/shown`, site, noindex)).toBe(true);
    expect(isIndexable(`${site}/__docusaurus/debug`, site, noindex)).toBe(false);
  });
  it('fails when asked before the scan', () => {
    expect(() => isIndexable(`${site}/shown`, site, { scanned: false, routes: new Set() })).toThrow(/post-build/);
  });
});
