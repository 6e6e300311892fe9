// The search page (/search?q=…), first stage: fills the input from the URL and loads the
// search engine (search-page-run.ts, with Pagefind glue and labels) only when there is
// something to search: a query in the URL, or the reader typing in or tapping the input.
// A page opened without a query so ships a few hundred bytes of script instead of ~15 KB.
import { onPageLoad } from './page-load';

onPageLoad(() => {
  const root = document.querySelector<HTMLElement>('[data-dz-search-page]');
  if (!root || root.dataset.ready !== undefined) return;
  root.dataset.ready = '';
  root.classList.add('dz-search-page--js');
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  if (!input) return;
  input.value = new URL(window.location.href).searchParams.get('q') ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('./search-page-run')
      .then((engine) => engine.init(root))
      .catch((error: unknown) => {
        started = false;
        console.error(error);
        dispatchEvent(new CustomEvent('dz:chunk-error', { detail: error })); // chrome.ts reloads once
      });
  };
  // Not on focus: the input is autofocused, so that would load the engine on every visit.
  if (input.value) start();
  else for (const type of ['input', 'pointerdown']) input.addEventListener(type, start, { once: true });
  // Enter stays on the page: before the engine is in, it searches once loaded; after, its own
  // submit handler searches (and also prevents the navigation).
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    start();
  });
});
