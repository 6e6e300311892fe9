import { describe, expect, it } from 'vitest';
import { hostLoad, performanceWithTbt } from './lighthouse-host.mjs';

const task = (ts: number, durMs: number, cpuMs: number, tid = 1) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const fcp = { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 100_000 };

describe('hostLoad', () => {
  it('counts the painting thread after first paint: wall, CPU and blocking time from CPU time', () => {
    const load = hostLoad([task(50, 400, 400), fcp, task(200, 90, 30), task(400, 60, 10), task(500, 300, 300, 2)], 4);
    // 30 ms of CPU ×4 = 120 ms → 70 ms blocking; 10 ms ×4 = 40 ms → none. The task before first
    // paint and the other thread's task do not count.
    expect(load).toEqual({ wallMs: 150, cpuMs: 40, ratio: 3.75, cpuTbtMs: 70 });
  });
  it('has nothing to say without a first paint', () => {
    expect(hostLoad([task(1, 10, 10)], 4)).toBeNull();
  });
});

describe('performanceWithTbt', () => {
  const lhr = (tbtScore: number) => ({
    categories: {
      performance: {
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'diagnostics', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { score: 1 },
      'total-blocking-time': { score: tbtScore, scoringOptions: { p10: 200, median: 600 } },
      diagnostics: { score: null },
    },
  });
  it("re-scores only TBT, with the audit's own control points and the category weights", () => {
    expect(performanceWithTbt(lhr(0.2), 0)).toBe(100);
    expect(performanceWithTbt(lhr(0.2), 600)).toBe(63); // TBT at the median scores 0.5: (10 + 15) / 40
  });
  it('gives up without TBT scoring options', () => {
    expect(performanceWithTbt({ categories: {}, audits: {} }, 0)).toBeNull();
  });
});
