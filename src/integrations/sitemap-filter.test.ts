import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIndexable } from './sitemap-filter';

describe('isIndexable', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dz-sitemap-'));
  writeFileSync(join(dist, 'hidden.html'), '<head><meta name="robots" content="noindex, nofollow"></head>');
  writeFileSync(join(dist, 'shown.html'), '<head><title>x</title></head>');
  const site = 'https://docusaurus.io';
  it('keeps every page under /tests out, the hub page included (SPEC §9)', () => {
    for (const page of ['/tests', '/tests/blog', '/tests/pages/seo', '/tests/docs/tests/toc']) expect(isIndexable(`${site}${page}`, site, dist), page).toBe(false);
    expect(isIndexable(`${site}/testsuite`, site, dist)).toBe(true);
  });
  it('leaves out noindex pages and the debug pages', () => {
    expect(isIndexable(`${site}/hidden`, site, dist)).toBe(false);
    expect(isIndexable(`${site}/shown`, site, dist)).toBe(true);
    expect(isIndexable(`${site}/__docusaurus/debug`, site, dist)).toBe(false);
  });
});
