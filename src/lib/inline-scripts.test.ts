// The pre-paint script runs in a sandbox with a fake <html>, console and storage, the way a
// browser with blocked, broken or full storage would run it.
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { prePaintScript, STORAGE_FULL_WARNING } from './inline-scripts';
import { STORAGE_UNAVAILABLE_WARNING } from './storage';
import { MemoryStorage } from './memory-storage';

const NS = '-abc';
const script = prePaintScript({ namespace: NS, defaultMode: 'light', respectPrefersColorScheme: false, announcementId: 'a1' });

function domError(name: string) {
  const e = new Error(name);
  e.name = name;
  return e;
}

/** Runs the script; `storage` is what window.localStorage gives (a getter that may throw). */
function run(storage: () => unknown, search = '') {
  const attrs: Record<string, string> = {};
  const warnings: unknown[][] = [];
  const html = {
    classList: { add: (c: string) => void (attrs[`class:${c}`] = '1') },
    dataset: {} as Record<string, string>,
    setAttribute: (k: string, v: string) => void (attrs[k] = v),
  };
  const window: Record<string, unknown> = {};
  Object.defineProperty(window, 'localStorage', { get: storage });
  const context = {
    window,
    document: { documentElement: html },
    console: { warn: (...args: unknown[]) => warnings.push(args) },
    location: { search },
    URLSearchParams,
    addEventListener: () => {},
  };
  window.window = window;
  runInNewContext(script, context);
  return { attrs, warnings, html, window };
}

describe('pre-paint script', () => {
  it('reads the stored theme and migrates unsuffixed keys', () => {
    const s = new MemoryStorage();
    s.setItem('theme', 'dark');
    s.setItem('docs-preferred-version-default', '3.5.2');
    const { attrs, warnings, html } = run(() => s);
    expect(attrs['data-theme']).toBe('dark');
    expect(s.getItem(`theme${NS}`)).toBe('dark');
    expect(s.getItem('theme')).toBeNull();
    expect(s.getItem(`docs-preferred-version-default${NS}`)).toBe('3.5.2');
    expect(html.dataset.storageNs).toBe(NS);
    expect(warnings).toEqual([]);
  });

  it('storage that throws on access: one warning, counted as empty, the page still gets its theme', () => {
    const { attrs, warnings, window } = run(() => {
      throw domError('SecurityError');
    });
    expect(attrs['data-theme']).toBe('light');
    expect(attrs['class:js']).toBe('1');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toBe(STORAGE_UNAVAILABLE_WARNING);
    // The islands' storage module sees the flag and does not warn again.
    expect(window.__dzStorageWarned).toBe(true);
  });

  it('storage whose every read throws: one warning, counted as empty', () => {
    const broken = {
      length: 1,
      key: () => 'theme',
      getItem: () => {
        throw domError('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const { attrs, warnings } = run(() => broken);
    expect(attrs['data-theme']).toBe('light');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toBe(STORAGE_UNAVAILABLE_WARNING);
  });

  it('full storage: the stored dark theme is kept under its old key and still applied, with one warning', () => {
    const s = new MemoryStorage();
    s.setItem('theme', 'dark');
    s.setItem('docusaurus.announcement.id', 'a1');
    s.setItem('docusaurus.announcement.dismiss', 'true');
    s.setItem = () => {
      throw domError('QuotaExceededError');
    };
    const { attrs, warnings } = run(() => s);
    expect(attrs['data-theme']).toBe('dark');
    expect(attrs['data-announcement-dismissed']).toBe('true');
    expect(s.getItem('theme')).toBe('dark');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toBe(STORAGE_FULL_WARNING);
  });

  it('the URL parameter still wins', () => {
    const { attrs } = run(() => {
      throw domError('SecurityError');
    }, '?docusaurus-theme=dark');
    expect(attrs['data-theme']).toBe('dark');
  });
});
