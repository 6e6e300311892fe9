import { describe, expect, it } from 'vitest';
import { PRERENDER_ATTRIBUTE, panelOrder, SPECULATION_RULES, SpeculationSet } from './speculation';

describe('SpeculationSet', () => {
  it('keeps each page once and upgrades "in view" to intent', () => {
    const set = new SpeculationSet(4, 2);
    expect(set.add('/a', 'view')).toBe(true);
    expect(set.add('/a', 'intent')).toBe(false);
    expect(set.urls()).toEqual(['/a']);
    // /a is intent now: two more in-view pages fit.
    expect(set.add('/b', 'view')).toBe(true);
    expect(set.add('/c', 'view')).toBe(true);
    expect(set.add('/d', 'view')).toBe(false);
  });

  it('gives intent room by dropping the oldest in-view page, then the oldest intent', () => {
    const set = new SpeculationSet(3, 2);
    set.add('/v1', 'view');
    set.add('/i1', 'intent');
    set.add('/v2', 'view');
    expect(set.add('/i2', 'intent')).toBe(true);
    expect(set.urls()).toEqual(['/i1', '/v2', '/i2']);
    set.add('/i3', 'intent');
    expect(set.urls()).toEqual(['/i1', '/i2', '/i3']);
    set.add('/i4', 'intent');
    expect(set.urls()).toEqual(['/i2', '/i3', '/i4']);
    expect(set.add('/v3', 'view')).toBe(false);
  });

  it('forgets a page that failed', () => {
    const set = new SpeculationSet(3, 3);
    set.add('/a', 'intent');
    set.delete('/a');
    expect(set.has('/a')).toBe(false);
  });
});

describe('SPECULATION_RULES', () => {
  it('prerenders, at once, the page of every marked link', () => {
    expect(JSON.parse(SPECULATION_RULES)).toEqual({
      prerender: [{ source: 'document', where: { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` }, eagerness: 'immediate' }],
    });
  });
});

describe('panelOrder', () => {
  const links = (visible: string, current: number) => [...visible].map((c, i) => ({ visible: c === 'v', current: i === current }));

  it('takes the links in view nearest the current one first, the one below before the one above', () => {
    expect(panelOrder(links('vvvvvv', 2), 10)).toEqual([3, 1, 4, 0, 5]);
  });

  it('skips links out of view and stops at the budget', () => {
    expect(panelOrder(links('vv-vvv-v', 3), 3)).toEqual([4, 5, 1]);
    expect(panelOrder(links('vvv', 0), 0)).toEqual([]);
  });

  it('counts from the top when no link is the current page (a page outside the sidebar)', () => {
    expect(panelOrder(links('vvv', -1), 2)).toEqual([0, 1]);
  });
});
