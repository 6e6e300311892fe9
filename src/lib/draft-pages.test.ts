import { describe, expect, it } from 'vitest';
import { DRAFT_PAGE_META, isDraftPage } from './draft-pages';

describe('draft pages', () => {
  it('are the pages carrying the marker the page layout writes', () => {
    expect(isDraftPage(`<head><meta name="${DRAFT_PAGE_META}" content="true"></head>`)).toBe(true);
    expect(isDraftPage('<head><meta name="robots" content="noindex"></head>')).toBe(false);
  });
});
