import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap index by its absolute URL', () => {
    expect(robotsTxt('https://docusaurus.io', '/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docusaurus.io/sitemap-index.xml\n');
  });
  it('follows a base URL', () => {
    expect(robotsTxt('https://example.com', '/zh/')).toContain('Sitemap: https://example.com/zh/sitemap-index.xml');
  });
});
