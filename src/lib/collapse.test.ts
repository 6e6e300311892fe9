import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapse';

describe('collapse duration', () => {
  it('grows with the content height', () => {
    expect(collapseDuration(36, false)).toBe(192);
    expect(collapseDuration(360, false)).toBeGreaterThan(collapseDuration(36, false));
  });
  it('is 1 ms under reduced motion', () => expect(collapseDuration(500, true)).toBe(1));
});
