import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, getStorage, resetStorageWarnings, STORAGE_KEYS } from './storage';
import { storageNamespace } from './storage-namespace';
import { MemoryStorage } from './memory-storage';

afterEach(() => {
  resetStorageWarnings();
  vi.restoreAllMocks();
});

describe('storage namespace', () => {
  it('is "-" and the first 3 hex chars of md5(url + baseUrl with trailing slash)', () => {
    // md5("https://docusaurus.io/") = 1d8fe7...
    expect(storageNamespace('https://docusaurus.io', '/')).toMatch(/^-[0-9a-f]{3}$/);
    expect(storageNamespace('https://docusaurus.io', '/')).toBe(storageNamespace('https://docusaurus.io', ''));
    expect(storageNamespace('https://a.dev', '/x/')).not.toBe(storageNamespace('https://a.dev', '/'));
  });
});

describe('storage slots', () => {
  it('reads and writes under the suffixed key', () => {
    const localStorage = new MemoryStorage();
    const slot = createStorageSlot(STORAGE_KEYS.theme, { namespace: '-abc', host: { localStorage } });
    slot.set('dark');
    expect(localStorage.getItem('theme-abc')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('treats unavailable storage as empty and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    const slot = createStorageSlot('theme', { namespace: '-abc', host });
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(slot.get()).toBeNull();
    expect(getStorage('localStorage', host)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
