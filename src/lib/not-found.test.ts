import { describe, expect, it } from 'vitest';
import { normalisedUrl } from './not-found';

describe('normalisedUrl', () => {
  it('keeps the query and the hash', () => {
    expect(normalisedUrl({ pathname: '/docs/installation/index.html', search: '?a=1', hash: '#requirements' })).toBe('/docs/installation?a=1#requirements');
    expect(normalisedUrl({ pathname: '/docs/x', search: '?a=1', hash: '' })).toBeNull();
  });
});
