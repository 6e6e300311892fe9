// Site URLs in one place: what counts as another site, how a route is written clean, how it
// maps to its file in the build folder and back, and how a route becomes an href.
// Routes are decoded paths (`/changelog/V2 Changelog`), as the engines produce them; the build
// writes each route to `<route>.html` (root: `index.html`), and public URLs carry neither
// `.html`, `/index` nor a trailing slash.

/** Has a scheme (`https:`, `mailto:`) or starts with `//`: not a path of this site. */
export const isExternalUrl = (href: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * A link to another host (`https://…`, `//…`): shown with the external icon and opened in a
 * new tab with noopener. `mailto:` and other host-less schemes are external but stay in place.
 */
export const isOtherHostUrl = (href: unknown): boolean => typeof href === 'string' && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href);

/** Joins segments with single slashes: leading slash, no trailing slash except the root. */
export function joinUrl(...parts: (string | undefined)[]): string {
  const joined = parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
  const lead = joined.startsWith('/') ? joined : `/${joined}`;
  return lead.length > 1 ? lead.replace(/\/$/, '') : lead;
}

/** A site path under the base URL (`/` or `/sub/`): `withBase('/sub/', '/docs')` → `/sub/docs`. */
export const withBase = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/$/, '')}${path}`;

/** The clean form of a path: no `.html`, `/index` or trailing slashes; `/` for the root. */
export const cleanPath = (path: string): string =>
  path
    .replace(/\.html$/i, '')
    .replace(/\/index$/i, '')
    .replace(/\/+$/, '') || '/';

/** `cleanPath` of a URL or path that may carry a query and a hash, both kept. */
export function cleanUrl(url: string): string {
  const at = url.search(/[?#]/);
  return at < 0 ? cleanPath(url) : cleanPath(url.slice(0, at)) + url.slice(at);
}

/** The clean route when the path is not clean already, else null (nothing to redirect). */
export function strippedRoute(pathname: string): string | null {
  const route = cleanPath(pathname);
  return route === pathname ? null : route;
}

/** Build file (relative, `/` or `\` separated) → route: `a/b.html` → `/a/b`, `a/index.html` → `/a`. */
export const routeOfFile = (relPath: string): string => cleanPath(`/${relPath.replace(/\\/g, '/')}`);

/** Route → its build file relative to the build folder: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function fileOfRoute(route: string): string {
  const clean = cleanPath(route).slice(1);
  return `${clean || 'index'}.html`;
}

/**
 * A route as an href: characters an href may not hold raw (whitespace) are percent-encoded,
 * the rest stays as written, so Chinese paths read as they are in the page source.
 */
export const hrefOf = (route: string): string => route.replace(/\s/g, encodeURIComponent);

/** A route URL-encoded under the base URL, as the search index stores page URLs. */
export const encodedUrl = (route: string, baseUrl = '/'): string => cleanPath(withBase(baseUrl, encodeURI(route)));

/**
 * The route parameter of a static page under `base` (`/blog`, `/blog/x` → `x`); undefined for
 * the base itself. Astro writes `<param>.html`, so a slug already ending in .html loses it.
 */
export const routeParam = (permalink: string, base: string): string | undefined =>
  permalink
    .slice(base.length)
    .replace(/^\//, '')
    .replace(/\.html$/, '') || undefined;
