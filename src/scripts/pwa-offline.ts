// Whether an offline-mode strategy holds on this page (src/lib/pwa.ts): read by
// chrome.ts, which then registers the service worker right after load instead of lazily, and
// by the registration itself.
import { DEFAULT_OFFLINE_STRATEGIES, isOfflineMode, type OfflineStrategy } from '../lib/pwa';
import { createStorageSlot, pageStorageNamespace, STORAGE_KEYS } from '../lib/storage';

interface PwaConfig {
  strategies?: OfflineStrategy[];
  debug?: boolean;
  base?: string;
}

export const pwaConfig: PwaConfig = (() => {
  try {
    return JSON.parse(document.querySelector<HTMLElement>('link[data-dz-pwa]')?.dataset.dzPwa ?? '{}') as PwaConfig;
  } catch {
    return {};
  }
})();

const namespace = pageStorageNamespace();
export const installedFlags = (['localStorage', 'sessionStorage'] as const).map((persistence) =>
  createStorageSlot(STORAGE_KEYS.appInstalled, { namespace, persistence }),
);

export function offlineMode(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return isOfflineMode(pwaConfig.strategies ?? DEFAULT_OFFLINE_STRATEGIES, {
    appInstalled: installedFlags.some((flag) => !!flag.get()),
    standalone: matchMedia('(display-mode: standalone)').matches,
    search: location.search,
    width: innerWidth,
    saveData: connection?.saveData,
  });
}
