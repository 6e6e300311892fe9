// Pure decisions of the client router (src/scripts/router.ts): which clicks it takes over,
// where the page scrolls after a route change, whether prefetching is allowed, and a small
// most-recently-used cache of fetched pages. No DOM access here, so it is unit-tested.
import { cleanPath } from './urls';

/** What the router needs to know about a clicked link. */
export interface LinkFacts {
  /** Absolute URL the link points at (anchor.href). */
  href: string;
  /** `target` attribute ('' when absent). */
  target: string;
  hasDownload: boolean;
  /** `data-no-router` present on the link or an ancestor. */
  optedOut: boolean;
  /** rel contains "external". */
  external?: boolean;
}

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * File types that are not pages. A dot alone does not make a file: versions and release
 * slugs (/changelog/3.6.0, /docs/v2.0.0-beta.1) are pages.
 */
const FILE_EXT = /\.(xml|json|webmanifest|txt|md|ya?ml|csv|pdf|zip|t?gz|svg|png|jpe?g|gif|webp|avif|ico|mp[34]|webm|m?js|css|wasm|woff2?|ttf|pf_\w+)$/i;

/** True when `url` is a same-origin page of this site (not a file such as .xml, .json, .svg). */
export function isSitePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (!/^https?:$/.test(url.protocol)) return false;
  return !FILE_EXT.test(url.pathname);
}

/**
 * Decides whether a click on a link becomes a client-side navigation. Returns the target URL,
 * or null to let the browser handle it (modifier keys, new windows, downloads, other sites,
 * files, same-document hash links). Without a click: whether the link is one the router
 * would follow (for prefetching).
 */
export function interceptTarget(link: LinkFacts, click: ClickFacts | null, current: URL): URL | null {
  // No click: the question is whether the link could be followed (prefetch).
  if (click && (click.defaultPrevented || click.button !== 0)) return null;
  if (click && (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)) return null;
  if (link.hasDownload || link.optedOut || link.external) return null;
  if (link.target && link.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (!isSitePage(url, current.origin)) return null;
  // Same document, different (or same) hash: the browser scrolls by itself.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url;
}

export type ScrollAction = { kind: 'hash'; id: string } | { kind: 'top' } | { kind: 'none' };

/**
 * Scroll rule after a route change (Docusaurus): the hash target if there is one, else the top;
 * when only the query string changed, no scroll.
 */
export function scrollAfterNavigation(previous: URL, next: URL): ScrollAction {
  if (next.hash) {
    let id = next.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* keep the raw id */
    }
    return { kind: 'hash', id };
  }
  if (previous.pathname === next.pathname && previous.search !== next.search) return { kind: 'none' };
  return { kind: 'top' };
}

/** The part of a URL that names a document (no hash). */
export function documentKey(url: URL): string {
  return url.pathname + url.search;
}

/**
 * The address to show after a client-side navigation. A response may come from the file
 * that holds the page (the offline service worker answers `/docs/x` with `/docs/x.html` or
 * `/docs/x/index.html`); the reader asked for the clean URL, so that is the one kept.
 */
export function displayUrl(requested: URL, responseUrl: string): URL {
  const final = new URL(responseUrl || requested.href);
  if (cleanPath(final.pathname) === cleanPath(requested.pathname)) final.pathname = requested.pathname;
  return final;
}

export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/** Nothing is prefetched with save-data on or on a 2g (or slower) connection. */
export function canPrefetch(connection: ConnectionFacts | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Least-recently-used map with a fixed size (the router keeps the last few pages). */
export class PageCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }
  get length(): number {
    return this.map.size;
  }
}

/**
 * Plans the stylesheet update of a swap: which current sheets stay, which are removed after the
 * swap, and for each new one the kept sheet it goes before (null: after the last kept one), so
 * the cascade order matches a full load of the new page. Keys identify sheets (href or text).
 */
export function planStylesheets(current: string[], next: string[]): { remove: string[]; insert: { key: string; before: string | null }[] } {
  const nextSet = new Set(next);
  const currentSet = new Set(current);
  const remove = current.filter((k) => !nextSet.has(k));
  const insert: { key: string; before: string | null }[] = [];
  next.forEach((key, i) => {
    if (currentSet.has(key)) return;
    const before = next.slice(i + 1).find((k) => currentSet.has(k)) ?? null;
    insert.push({ key, before });
  });
  return { remove, insert };
}

/** The site-wide chrome script every page loads (Astro names it after the base layout). */
const CHROME_SCRIPT = /\/BaseLayout\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;

/**
 * Whether the next page comes from the deployment this tab is running. After a redeploy its
 * chrome script has another hashed name; swapping that page in would run a second copy of
 * the chrome next to the old one, so the router loads it in full instead. When either page
 * has no such script, nothing says they differ.
 */
export function sameDeployment(currentScripts: string[], nextScripts: string[]): boolean {
  const current = currentScripts.find((src) => CHROME_SCRIPT.test(src));
  const next = nextScripts.find((src) => CHROME_SCRIPT.test(src));
  return !current || !next || current === next;
}
