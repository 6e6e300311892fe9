// A lazily loaded script of the site (island, router, search engine, diagram renderer,
// service-worker registration) failed to load: most often a deploy replaced the hashed file
// names this page still refers to. Docusaurus reloads on a chunk-load error; so do we, once:
// the reload brings the page of the current deployment, whose chunks exist. A session flag
// with a time stamp keeps a broken deployment (or an outage) from reloading in a loop.
const KEY = 'dz-chunk-reload';
const GUARD_MS = 30_000;

/**
 * Whether a failed dynamic import was one of the site's hashed chunks (`/_astro/…`), the only
 * files a deploy renames. Vite reports every failed `import()` it wraps, the search index's
 * `pagefind.js` too; that file keeps its name across deploys, so its failure is the network
 * or a missing index: the caller shows its error screen, a reload would not help.
 */
export function isSiteChunkError(payload: unknown): boolean {
  const message = payload instanceof Error ? payload.message : String(payload ?? '');
  return !message || message.includes('/_astro/');
}

export function reloadOnce(error?: unknown): boolean {
  if (!navigator.onLine) return false; // offline: a reload would only show the browser's error page
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // No session storage: reload at most once per page view.
    if ((window as { __dzReloaded?: boolean }).__dzReloaded) return false;
    (window as { __dzReloaded?: boolean }).__dzReloaded = true;
  }
  console.warn('[dz] a script failed to load; reloading into the current deployment', error);
  location.reload();
  return true;
}
