// The not-found page's one job besides saying so: a URL that only differs from a page's by a
// `.html`, `/index.html` or trailing-slash suffix is that page. Our server and nginx strip the
// suffix themselves; a plain static host (GitHub Pages, a bucket) answers with 404.html, so
// the 404 page asks for the stripped route and goes there if it exists (src/scripts/not-found.ts).
import { strippedRoute } from './urls';

/** Where to go: the stripped route with the query and hash kept. */
export function normalisedUrl(location: { pathname: string; search: string; hash: string }): string | null {
  const route = strippedRoute(location.pathname);
  return route === null ? null : `${route}${location.search}${location.hash}`;
}
