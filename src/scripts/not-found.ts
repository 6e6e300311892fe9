// Runs on the not-found page only (src/pages/404.astro): if the URL is a page's URL with a
// `.html`, `/index.html` or trailing-slash suffix (a plain static host answers those with
// 404.html), and the stripped route exists, go there, keeping the query and the hash.
import { normalisedUrl } from '../lib/not-found';

const target = normalisedUrl(window.location);
if (target) {
  // A HEAD request: the page is loaded by the navigation itself, and only if it exists.
  fetch(target.replace(/[?#].*$/, ''), { method: 'HEAD', credentials: 'same-origin' })
    .then((res) => res.ok && window.location.replace(target))
    .catch(() => {
      // Offline or blocked: the reader stays on the not-found page, which still offers links.
    });
}
