// Which failed imports reload the page (only the site's hashed chunks, which a deploy renames),
// and the guard that keeps a broken deployment or an outage from reloading in a loop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../lib/memory-storage';
import { isSiteChunkError, reloadOnce } from './reload-once';

describe('isSiteChunkError', () => {
  it('is true for a hashed chunk of the site, false for the search index', () => {
    expect(isSiteChunkError(new TypeError('Failed to fetch dynamically imported module: https://x.dev/_astro/router.Ab12.js'))).toBe(true);
    expect(isSiteChunkError(new Error('Unable to preload CSS for https://x.dev/_astro/a.css'))).toBe(true);
    expect(isSiteChunkError(new TypeError('Failed to fetch dynamically imported module: https://x.dev/pagefind/pagefind.js'))).toBe(false);
  });
  it('reloads when the error says nothing (an unknown chunk is assumed ours)', () => {
    expect(isSiteChunkError(undefined)).toBe(true);
  });
});

describe('reloadOnce', () => {
  const reload = vi.fn();
  let online = true;
  beforeEach(() => {
    online = true;
    reload.mockReset();
    vi.useFakeTimers({ now: 1_000_000 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('window', {});
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads once, then not again within 30 s (a deployment whose chunks are missing does not loop)', () => {
    expect(reloadOnce(new Error('x'))).toBe(true);
    // The reloaded page fails again at once: no second reload.
    expect(reloadOnce(new Error('x'))).toBe(false);
    vi.advanceTimersByTime(29_000);
    expect(reloadOnce(new Error('x'))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, minutes on, may reload again.
    vi.advanceTimersByTime(2_000);
    expect(reloadOnce(new Error('x'))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline (the browser would show its error page instead of this one)', () => {
    online = false;
    expect(reloadOnce(new Error('x'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('without session storage, reloads at most once per page view', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
