import { describe, expect, it } from 'vitest';
import { IDEAL_IMAGE, idealWidths, inTurn, isRetryable, MESSAGE_KEYS, pickSource, shouldAutoLoad, stateAfterFetch } from './ideal-image';
import type { IdealImageState } from './ideal-image';
import { t } from './i18n';

describe('idealWidths', () => {
  it('spreads 2 steps from 640 to 1030 at quality 70', () => {
    expect(IDEAL_IMAGE).toMatchObject({ quality: 70, min: 640, max: 1030, steps: 2 });
    expect(idealWidths(2000)).toEqual([640, 1030]);
    expect(idealWidths(1030)).toEqual([640, 1030]);
    expect(idealWidths(2000, { min: 600, max: 1200, steps: 3 })).toEqual([600, 900, 1200]);
  });
  it('never upscales', () => {
    expect(idealWidths(800)).toEqual([640, 800]);
    expect(idealWidths(500)).toEqual([500]);
    expect(idealWidths(640)).toEqual([640]);
    expect(() => idealWidths(0)).toThrow(/positive/);
  });
});

describe('pickSource', () => {
  const sources = [
    { src: 'b', width: 1030 },
    { src: 'a', width: 640 },
  ];
  it('takes the smallest source covering the rendered width × DPR', () => {
    expect(pickSource(sources, 390, 1).src).toBe('a');
    expect(pickSource(sources, 390, 2).src).toBe('b');
    expect(pickSource(sources, 700, 1).src).toBe('b');
    expect(pickSource(sources, 2000, 2).src).toBe('b');
    expect(() => pickSource([], 100)).toThrow();
  });
});

describe('shouldAutoLoad', () => {
  it('waits for a click with save-data or on 2g', () => {
    expect(shouldAutoLoad(undefined)).toBe(true);
    expect(shouldAutoLoad({ effectiveType: '4g' })).toBe(true);
    expect(shouldAutoLoad({ saveData: true })).toBe(false);
    expect(shouldAutoLoad({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('states', () => {
  it('follow the fetch outcome', () => {
    expect(stateAfterFetch(200, true)).toBe('loaded');
    expect(stateAfterFetch(404, true)).toBe('404');
    expect(stateAfterFetch(500, true)).toBe('error');
    expect(stateAfterFetch(null, true)).toBe('error');
    expect(stateAfterFetch(null, false)).toBe('offline');
  });
  it('show the zh-CN messages of the reference', () => {
    const msg = (s: IdealImageState) => {
      const key = MESSAGE_KEYS[s as keyof typeof MESSAGE_KEYS];
      return key ? t(key, { sizeMessage: '' }) : null;
    };
    expect(msg('loading')).toBe('加载中……');
    expect(msg('error')).toBe('出现错误，点击重试');
    expect(msg('404')).toBe('未找到图片');
    expect(msg('offline')).toBe('你的浏览器处于离线状态。图片未加载');
    expect(msg('load')).toBe('点击加载图片');
    expect(msg('loaded')).toBeNull();
    expect(msg('initial')).toBeNull();
  });
  it('let the reader retry errors, offline and click-to-load, not a missing image', () => {
    expect(isRetryable('error')).toBe(true);
    expect(isRetryable('offline')).toBe(true);
    expect(isRetryable('load')).toBe(true);
    expect(isRetryable('404')).toBe(false);
    expect(isRetryable('loading')).toBe(false);
  });
});

describe('inTurn', () => {
  it('ends the calls in the order they were made, even when a later one is quicker, and goes on after a failure', async () => {
    const ended: string[] = [];
    const wait =
      (ms: number, name: string, fail = false) =>
      () =>
        new Promise<string>((ok, ko) => setTimeout(() => (ended.push(name), fail ? ko(new Error(name)) : ok(name)), ms));
    const calls = [inTurn(wait(30, 'slow first')), inTurn(wait(1, 'failing', true)), inTurn(wait(1, 'quick last'))];
    const results = await Promise.allSettled(calls);
    expect(ended).toEqual(['slow first', 'failing', 'quick last']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
