// Ideal images (src/components/mdx/IdealImage.astro): each figure loads when it comes near
// the viewport, picks the source for its rendered width and the device pixel ratio, and
// shows its state: 加载中……, loaded, error (click retries), not found, offline (retried when
// the browser is back online), or click-to-load on save-data / 2g connections.
import { isRetryable, pickSource, shouldAutoLoad, stateAfterFetch, type IdealImageState, type IdealSource } from '../lib/ideal-image';
import { onPageLoad } from './page-load';

/** Each state's message, from the page (src/lib/ideal-image.ts names the states that have one). */
type Labels = Partial<Record<IdealImageState, string>>;
const retries = new Set<() => void>();

function setup(figure: HTMLElement) {
  if (figure.dataset.state) return;
  const sources = JSON.parse(figure.dataset.sources ?? '[]') as IdealSource[];
  const labels = JSON.parse(figure.dataset.labels ?? '{}') as Labels;
  const frame = figure.querySelector<HTMLElement>('.dz-ideal-image__frame')!;
  const status = figure.querySelector<HTMLButtonElement>('[data-dz-ideal-status]')!;
  const placeholder = figure.querySelector<HTMLElement>('.dz-ideal-image__placeholder');
  const alt = placeholder?.getAttribute('alt') ?? placeholder?.getAttribute('aria-label') ?? '';
  let state: IdealImageState = 'initial';

  const set = (next: IdealImageState) => {
    state = next;
    figure.dataset.state = next;
    const message = labels[next];
    status.hidden = !message;
    status.textContent = message ?? '';
    status.disabled = !isRetryable(next);
    if (next === 'offline') retries.add(load);
    else retries.delete(load);
  };

  async function load() {
    if (state === 'loading' || state === 'loaded') return;
    if (!navigator.onLine) return set('offline');
    set('loading');
    const source = pickSource(sources, frame.clientWidth || figure.clientWidth, devicePixelRatio);
    const code = await fetch(source.src)
      .then((response) => response.status)
      .catch(() => null);
    const outcome = stateAfterFetch(code, navigator.onLine);
    if (outcome !== 'loaded') return set(outcome);
    const img = new Image();
    img.className = 'dz-ideal-image__img';
    img.alt = alt;
    img.src = source.src;
    try {
      await img.decode();
    } catch {
      return set('error');
    }
    placeholder?.setAttribute('alt', '');
    placeholder?.removeAttribute('role');
    placeholder?.removeAttribute('aria-label');
    if (placeholder) placeholder.after(img);
    else frame.prepend(img);
    set('loaded');
  }

  status.addEventListener('click', () => {
    if (isRetryable(state)) void load();
  });

  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!shouldAutoLoad(connection)) return set('load');
  set('initial');
  if (!('IntersectionObserver' in window)) return void load();
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      void load();
    },
    { rootMargin: '200px' },
  );
  io.observe(figure);
}

onPageLoad(() => {
  retries.clear();
  document.querySelectorAll<HTMLElement>('[data-dz-ideal-image]').forEach(setup);
});
addEventListener('online', () => [...retries].forEach((retry) => retry()));
