// Reading one stored value, without the rest of ./storage (writes, change listeners, key
// migration, the unavailable-storage warning): what a page needs before anyone touches it,
// such as a tab group's remembered choice. On /docs/installation that module was 668 B
// gzip of the 8.4 KB of JavaScript loaded on load, for one read.

/** This site's storage namespace, set on <html data-storage-ns> by the pre-paint script ('' before it ran, and at build time). */
export const pageStorageNamespace = (): string => (typeof document === 'undefined' ? '' : (document.documentElement.dataset.storageNs ?? ''));

export const namespacedKey = (key: string, namespace: string): string => `${key}${namespace}`;

/** The value stored under the namespaced key in localStorage; null when there is none or storage is blocked (its warning is ./storage's). */
export function readStoredValue(key: string, namespace: string, host: { localStorage?: Storage } = globalThis): string | null {
  try {
    return host.localStorage?.getItem(namespacedKey(key, namespace)) ?? null;
  } catch {
    return null;
  }
}
