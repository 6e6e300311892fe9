import { describe, expect, it } from 'vitest';
import { addBaseUrl } from './base-url';

describe('addBaseUrl (useBaseUrl)', () => {
  it.each([
    ['/img/a.png', '/', '/img/a.png'],
    ['img/a.png', '/', '/img/a.png'],
    ['/img/a.png', '/zh/', '/zh/img/a.png'],
    ['/zh/img/a.png', '/zh/', '/zh/img/a.png'],
    ['/zh', '/zh/', '/zh/'],
    ['#top', '/zh/', '#top'],
    ['https://example.com/a.png', '/zh/', 'https://example.com/a.png'],
    ['pathname:///a.pdf', '/zh/', 'pathname:///a.pdf'],
  ])('%s with base %s is %s', (url, base, expected) => expect(addBaseUrl(url, base, 'https://x.org')).toBe(expected));

  it('adds the origin when absolute, and the base again when forced', () => {
    expect(addBaseUrl('/img/a.png', '/', 'https://x.org', { absolute: true })).toBe('https://x.org/img/a.png');
    expect(addBaseUrl('/zh/a', '/zh/', 'https://x.org', { forcePrependBaseUrl: true })).toBe('/zh/zh/a');
  });
});
