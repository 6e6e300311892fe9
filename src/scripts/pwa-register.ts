// Service-worker registration, loaded by chrome.ts after `load` when idle.
// Registers `/sw.js?params=` + encodeURIComponent(JSON {offlineMode, debug}); offline mode is
// on when one of the configured strategies holds (see src/lib/pwa.ts). A waiting worker is
// activated at once, except in offline mode, where a popup offers 刷新 (skip waiting, then
// reload once the new worker controls the page). `appinstalled` sets the app-installed flag,
// unregisters every worker and reloads; `beforeinstallprompt` (the app was uninstalled)
// clears the flag the same way. Failures are logged, never thrown.
import { serviceWorkerUrl } from '../lib/pwa';
import { addRuntimeStyles } from './runtime-styles';
import { installedFlags, offlineMode, pwaConfig as config } from './pwa-offline';

const debug = !!config.debug;
const base = config.base ?? '/';
const log = (...args: unknown[]) => debug && console.log('[Docusaurus-PWA][registerSw]:', ...args);

/** The popup comes from <template id="dz-route-ui"> (BaseLayout), with its zh-CN labels. */
function reloadPopup(onRefresh: () => void): boolean {
  const tpl = document.getElementById('dz-route-ui') as HTMLTemplateElement | null;
  const popup = tpl?.content.querySelector('.dz-pwa-popup')?.cloneNode(true) as HTMLElement | undefined;
  if (!popup) return false;
  addRuntimeStyles();
  document.querySelector('.dz-pwa-popup')?.remove();
  const [refresh, close] = popup.querySelectorAll('button');
  refresh!.addEventListener('click', () => {
    popup.remove();
    onRefresh();
  });
  close!.addEventListener('click', () => popup.remove());
  // Outside <body>: a client-side route change keeps it.
  document.documentElement.append(popup);
  return true;
}

async function clearRegistrations() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  log('cleared registrations', registrations.length);
  if (registrations.length) location.reload();
}

async function register() {
  const mode = offlineMode();
  const url = serviceWorkerUrl({ offlineMode: mode, debug }, base);
  log('registering', url);
  const registration = await navigator.serviceWorker.register(url, { scope: base });
  const onWaiting = (worker: ServiceWorker) => {
    log('worker waiting; offline mode:', mode);
    const skip = () => worker.postMessage({ type: 'SKIP_WAITING' });
    const refresh = () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      skip();
    };
    if (!mode || !reloadPopup(refresh)) skip();
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      // "installed" with a page controller already: the new worker waits for us.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) onWaiting(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

if ('serviceWorker' in navigator) {
  register().catch((error: unknown) => console.error('[Docusaurus-PWA][registerSw]: registerSW failed', error));
  addEventListener('appinstalled', () => {
    log('appinstalled');
    installedFlags[0]!.set('true');
    void clearRegistrations();
  });
  addEventListener('beforeinstallprompt', () => {
    log('beforeinstallprompt');
    if (!installedFlags.some((flag) => !!flag.get())) return;
    // The app was uninstalled: offline mode by appInstalled is over.
    installedFlags.forEach((flag) => flag.del());
    void clearRegistrations();
  });
}
