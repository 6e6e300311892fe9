import { describe, expect, it } from 'vitest';
import { normalisedUrl, strippedRoute } from './not-found';

describe('strippedRoute', () => {
  it('strips .html, /index.html and a trailing slash', () => {
    expect(strippedRoute('/docs/installation.html')).toBe('/docs/installation');
    expect(strippedRoute('/docs/installation/index.html')).toBe('/docs/installation');
    expect(strippedRoute('/docs/installation/')).toBe('/docs/installation');
    expect(strippedRoute('/blog/index.html')).toBe('/blog');
    expect(strippedRoute('/index.html')).toBe('/');
    expect(strippedRoute('/docs/Index.HTML')).toBe('/docs');
  });
  it('leaves routes without a suffix alone (no loop on a missing page)', () => {
    expect(strippedRoute('/docs/no-such-page')).toBeNull();
    expect(strippedRoute('/')).toBeNull();
    expect(strippedRoute('/docs/a.html.md')).toBeNull();
  });
});

describe('normalisedUrl', () => {
  it('keeps the query and the hash', () => {
    expect(normalisedUrl({ pathname: '/docs/installation/index.html', search: '?a=1', hash: '#requirements' })).toBe('/docs/installation?a=1#requirements');
    expect(normalisedUrl({ pathname: '/docs/x', search: '?a=1', hash: '' })).toBeNull();
  });
});
