import { describe, expect, it } from 'vitest';
import { activeIndex, isAboveLine } from './toc-highlight';

describe('activeIndex', () => {
  it('marks nothing before the first heading reaches the line', () => {
    expect(activeIndex([false, false, false])).toBe(-1);
    expect(activeIndex([])).toBe(-1);
  });
  it('marks the last heading above the line', () => {
    expect(activeIndex([true, false, false])).toBe(0);
    expect(activeIndex([true, true, false])).toBe(1);
    expect(activeIndex([true, true, true])).toBe(2);
  });
});

describe('isAboveLine', () => {
  it('counts headings inside the band and scrolled past the top', () => {
    expect(isAboveLine(120, 400)).toBe(true);
    expect(isAboveLine(-900, 400)).toBe(true);
  });
  it('does not count headings below the band', () => {
    expect(isAboveLine(400, 400)).toBe(false);
    expect(isAboveLine(700, 400)).toBe(false);
  });
});
