// Browser storage behind one API: keys get the site's namespace suffix, old unsuffixed keys
// are migrated once, and unavailable storage (blocked cookies, private modes) degrades to a
// no-op store after a single console warning, as Docusaurus' theme-common does.
import { namespacedKey } from './stored-value';

export type Persistence = 'localStorage' | 'sessionStorage';

/** Storage keys (suffixed with the namespace, as the reference does). Preferred-version keys are per instance. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  appInstalled: 'docusaurus.pwa.event.appInstalled.fired',
  preferredVersion: (instanceId: string) => `docs-preferred-version-${instanceId}`,
} as const;

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

type StorageHost = {
  localStorage?: Storage;
  sessionStorage?: Storage;
};

// One warning per page for every storage kind and every bundle that includes this module
// (islands and page scripts may each carry a copy, and the pre-paint script of
// inline-scripts.ts warns first when it can), as Docusaurus logs it once.
export const WARNED = '__dzStorageWarned';
export const STORAGE_UNAVAILABLE_WARNING =
  'Docusaurus browser storage is not available. Possible reasons: running Docusaurus in an iframe, in an incognito browser session, or using too strict browser privacy settings.';
type WarnFlag = { [WARNED]?: boolean };

export function getStorage(persistence: Persistence, host: StorageHost | undefined = globalThis as StorageHost): Storage | null {
  try {
    const storage = host?.[persistence];
    if (!storage) throw new Error(`${persistence} is not defined`);
    // Accessing a property throws in Safari private mode / when site data is blocked.
    void storage.length;
    return storage;
  } catch (error) {
    if (!(globalThis as WarnFlag)[WARNED]) {
      (globalThis as WarnFlag)[WARNED] = true;
      console.warn(STORAGE_UNAVAILABLE_WARNING, error);
    }
    return null;
  }
}

/** For tests: forget which storages already warned. */
export function resetStorageWarnings(): void {
  delete (globalThis as WarnFlag)[WARNED];
}

export { pageStorageNamespace } from './stored-value';

export function createStorageSlot(
  key: string,
  { namespace, persistence = 'localStorage', host }: { namespace: string; persistence?: Persistence; host?: StorageHost },
): StorageSlot {
  const fullKey = namespacedKey(key, namespace);
  const storage = () => getStorage(persistence, host ?? (globalThis as StorageHost));
  return {
    get: () => {
      try {
        return storage()?.getItem(fullKey) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        storage()?.setItem(fullKey, value);
      } catch (error) {
        console.error(`Docusaurus storage error, can't set ${fullKey}=${value}`, error);
      }
    },
    del: () => {
      try {
        storage()?.removeItem(fullKey);
      } catch (error) {
        console.error(`Docusaurus storage error, can't delete key=${fullKey}`, error);
      }
    },
  };
}
