import { describe, expect, it, vi } from 'vitest';
import { readStoredValue } from './stored-value';
import { createStorageSlot } from './storage';
import { MemoryStorage } from './memory-storage';

describe('readStoredValue', () => {
  it('reads the namespaced key a storage slot wrote', () => {
    const host = { localStorage: new MemoryStorage() };
    createStorageSlot('docusaurus.tab.pm', { namespace: '-abc', host }).set('yarn');
    expect(readStoredValue('docusaurus.tab.pm', '-abc', host)).toBe('yarn');
    expect(readStoredValue('docusaurus.tab.pm', '', host)).toBeNull();
  });

  it('is null, without throwing or warning, when storage is missing or blocked', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStoredValue('k', '-abc', blocked)).toBeNull();
    expect(readStoredValue('k', '-abc', {})).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
