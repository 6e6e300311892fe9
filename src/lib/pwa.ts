// PWA decisions shared by the registration script (src/scripts/pwa-register.ts) and the
// service worker (src/sw/sw.ts): the offline-mode activation strategies of the PWA plugin, the
// worker URL with its params, and the cache lookups of offline mode. Pure, unit-tested.
import { routeOfFile } from './urls';

export const OFFLINE_STRATEGIES = ['appInstalled', 'standalone', 'queryString', 'always', 'mobile', 'saveData'] as const;
export type OfflineStrategy = (typeof OFFLINE_STRATEGIES)[number];

/** Active by default on the reference: appInstalled, standalone, queryString. */
export const DEFAULT_OFFLINE_STRATEGIES: OfflineStrategy[] = ['appInstalled', 'standalone', 'queryString'];

/** Desktop / mobile breakpoint (px) of the `mobile` strategy. */
export const MOBILE_MAX_WIDTH = 996;

/** What the browser tells about the reader's situation. */
export interface OfflineFacts {
  /** The app-installed flag is set (local or session storage). */
  appInstalled: boolean;
  /** `(display-mode: standalone)` matches. */
  standalone: boolean;
  /** location.search */
  search: string;
  /** window.innerWidth */
  width: number;
  /** navigator.connection.saveData (undefined when the API is missing). */
  saveData: boolean | undefined;
}

const TESTS: Record<OfflineStrategy, (f: OfflineFacts) => boolean> = {
  always: () => true,
  mobile: (f) => f.width <= MOBILE_MAX_WIDTH,
  saveData: (f) => !!f.saveData,
  appInstalled: (f) => f.appInstalled,
  standalone: (f) => f.standalone,
  queryString: (f) => new URLSearchParams(f.search).get('offlineMode') === 'true',
};

/** The configured strategies that hold for these facts, in configuration order. */
export function activeStrategies(strategies: readonly OfflineStrategy[], facts: OfflineFacts): OfflineStrategy[] {
  return strategies.filter((s) => TESTS[s](facts));
}

export function isOfflineMode(strategies: readonly OfflineStrategy[], facts: OfflineFacts): boolean {
  return activeStrategies(strategies, facts).length > 0;
}

export interface SwParams {
  offlineMode: boolean;
  debug: boolean;
}

/** `/sw.js?params=` + encodeURIComponent(JSON {offlineMode, debug}), under the base URL. */
export function serviceWorkerUrl(params: SwParams, baseUrl = '/'): string {
  return `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode: params.offlineMode, debug: params.debug }))}`;
}

/** Reads the params back from the worker's own URL; missing or bad JSON means all off. */
export function parseSwParams(search: string): SwParams {
  try {
    const raw = JSON.parse(new URLSearchParams(search).get('params') ?? '{}') as Partial<SwParams> | null;
    return { offlineMode: raw?.offlineMode === true, debug: raw?.debug === true };
  } catch {
    return { offlineMode: false, debug: false };
  }
}

/**
 * The cache URLs that can answer a request in offline mode: the URL itself (without query and
 * hash), its .html file and its index.html. Other origins: none.
 */
export function possibleUrls(url: string, origin: string): string[] {
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return [];
  }
  if (u.origin !== origin) return [];
  u.search = '';
  u.hash = '';
  const href = u.href;
  const list = [href];
  if (!u.pathname.endsWith('.html')) {
    if (!u.pathname.endsWith('/')) list.push(`${href}.html`);
    list.push(`${href}${href.endsWith('/') ? '' : '/'}index.html`);
  }
  return list;
}

/**
 * The URL a built file is precached under: a page under its clean URL (`docs/x.html` →
 * `docs/x`, `index.html` → `./`), which is how the servers answer it (they redirect the
 * `.html` form, and the error page's file itself is internal); other files as they are.
 * Relative to the worker, which lives at the base URL.
 */
export function precacheUrl(file: string): string {
  return file.endsWith('.html') ? routeOfFile(file).slice(1) || './' : file;
}

/** The precached not-found page (route /404), beside the worker. */
export function notFoundPageUrl(workerUrl: string): string {
  return new URL('404', workerUrl).href;
}

/**
 * What offline mode answers for a page that is not in the cache while the network is down:
 * the site's own not-found page with status 404 (a browser error page otherwise), or a
 * minimal one when even that is missing from the cache.
 */
export function notFoundResponse(cached: Response | undefined): Response {
  if (cached) return new Response(cached.body, { status: 404, statusText: 'Not Found', headers: cached.headers });
  const body = '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>找不到页面</title><h1>找不到页面</h1><p>离线时无法打开此页面。</p></html>';
  return new Response(body, { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
