// Hosted feedback board (Canny) on /feature-requests, loaded only when the site config has
// `feedbackBoard.token`. Queues calls until the vendor SDK has loaded, renders the board
// into the [data-canny] element under the /feature-requests base path, and renders it again
// in the other theme when the colour mode changes, and on the new page after a client-side
// route change (see page-load.ts).
import { onPageLoad } from './page-load';

type CannyFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
const w = window as unknown as { Canny?: CannyFn };

function render() {
  const el = document.querySelector<HTMLElement>('[data-dz-feedback-board]');
  if (!el?.dataset.token) return;
  if (typeof w.Canny !== 'function') {
    const queue: unknown[][] = [];
    const canny: CannyFn = (...args) => void queue.push(args);
    canny.q = queue;
    w.Canny = canny;
    const script = document.createElement('script');
    script.id = 'canny-jssdk';
    script.async = true;
    script.src = 'https://canny.io/sdk.js';
    document.head.append(script);
  }
  el.querySelector('[data-canny]')?.replaceChildren();
  w.Canny!('render', {
    boardToken: el.dataset.token,
    basePath: el.dataset.basePath ?? '/feature-requests',
    ssoToken: null,
    theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  });
}

onPageLoad(render);
new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
