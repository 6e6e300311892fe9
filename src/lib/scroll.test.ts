import { describe, expect, it } from 'vitest';
import { hideOnScrollState } from './scroll';

const base = { navbarHeight: 60, atBottom: false, hashJump: false, wasHidden: false };
describe('navbar hide on scroll', () => {
  it('stays visible near the top', () => expect(hideOnScrollState({ ...base, y: 40, lastY: 10 })).toBe(false));
  it('hides when scrolling down', () => expect(hideOnScrollState({ ...base, y: 400, lastY: 300 })).toBe(true));
  it('shows when scrolling up', () => expect(hideOnScrollState({ ...base, y: 300, lastY: 400, wasHidden: true })).toBe(false));
  it('keeps its state when bouncing up at the bottom', () =>
    expect(hideOnScrollState({ ...base, y: 990, lastY: 1000, atBottom: true, wasHidden: true })).toBe(true));
  it('hides after a hash jump', () => expect(hideOnScrollState({ ...base, y: 300, lastY: 900, hashJump: true })).toBe(true));
});
