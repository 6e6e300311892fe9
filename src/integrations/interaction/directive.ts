// `client:interaction` — hydrates an island on the reader's first interaction with it
// (pointer, focus, touch, key), on a keyboard shortcut, or when another island asks via a
// `dz:hydrate` event naming its group. A click that triggered hydration is replayed once
// the island is live, so the first click is never lost. Controls with a first-touch effect
// (src/scripts/instant.ts) answer at once and stop their click before it gets here; the
// island marks itself `data-dz-live` so that layer steps aside from then on. If the island's
// code cannot load (a deploy replaced the hashed chunks), the page reloads once into the
// current deployment (src/scripts/chrome.ts answers Astro's `astro:hydration-error`).
import type { ClientDirective } from 'astro';
import { canPrefetch, type ConnectionFacts } from '../../lib/router';
import { searchShortcut, type Shortcut } from '../../lib/search/shortcut';

interface InteractionOptions {
  /** Shortcuts that hydrate from anywhere: 'mod+k' (Ctrl or Cmd) and '/' (outside inputs). */
  keys?: Shortcut[];
  /** Islands of one group hydrate together (e.g. all tabs once one is touched). */
  group?: string;
}

const ignore = () => {};
const REPLAYED_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/** Set on <html> by the first-touch layer (src/scripts/instant) once it answers. */
const LAYER_READY = 'data-dz-instant';
/** Calls `then` once the first-touch layer is in, or after 3 s if it never comes (then the island answers). */
function whenLayerReady(then: () => void) {
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => document.documentElement.hasAttribute(LAYER_READY) && done());
  const timer = setTimeout(done, 3_000);
  observer.observe(document.documentElement, { attributeFilter: [LAYER_READY] });
}

const directive: ClientDirective = (load, opts, el) => {
  const options = (typeof opts.value === 'object' && opts.value ? opts.value : {}) as InteractionOptions;
  let waited = false;
  let hydration: Promise<void> | undefined;
  let live = false;
  // Intent (hover, focus, a finger down) only fetches the island's code: running it (React
  // and the island, hundreds of milliseconds on a slow phone) waits for the activation itself
  // and, when the first-touch layer answered it, for the frame that shows that answer.
  const intent = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
  const start = () => {
    hydration ??= (async () => {
      intent.forEach((type) => el.removeEventListener(type, warm));
      el.removeEventListener('dz:wake', afterPaint);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('dz:hydrate', onGroup);
      // Astro retries a failed import once, then reports `astro:hydration-error` (chrome.ts
      // reloads the page) and hands back a no-op: the island is not live, and the first-touch
      // layer keeps answering for it meanwhile.
      let failed = false;
      const onError = () => (failed = true);
      el.addEventListener('astro:hydration-error', onError);
      const hydrate = await load().finally(() => el.removeEventListener('astro:hydration-error', onError));
      if (failed) throw new Error('island code failed to load');
      await hydrate();
      // Let React commit and attach its listeners before replaying anything.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      live = true;
      el.setAttribute('data-dz-live', '');
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onLocalKey, true);
    })();
    return hydration;
  };
  // A failed load already reloads the page; nothing is replayed on a dead island.
  const wake = () => void start().catch(ignore);
  const afterPaint = () => requestAnimationFrame(() => setTimeout(wake, 0));
  const warm = () => {
    intent.forEach((type) => el.removeEventListener(type, warm));
    // On save-data or 2g, nothing React-sized is fetched before the activation itself.
    if (!canPrefetch((navigator as Navigator & { connection?: ConnectionFacts }).connection)) return;
    for (const url of [el.getAttribute('component-url'), el.getAttribute('renderer-url')]) {
      if (!url || document.querySelector(`link[href="${url}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    }
  };
  const onClick = (event: MouseEvent) => {
    if (live) return;
    // The island is not live yet: hold the click and give it to the live island.
    // The target may be an SVG part of a button: replay on the nearest clickable element.
    const raw = event.target as Element;
    const target = (raw.closest('button, a, summary, [role="button"], [role="tab"], input, label') ?? raw) as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    start().then(
      () => (typeof target.click === 'function' ? target.click() : target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
      ignore,
    );
  };
  // After a client-side route change the island may be gone: drop its document listeners.
  const detached = () => {
    if (el.isConnected) return false;
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('dz:hydrate', onGroup);
    return true;
  };
  const onLocalKey = (event: KeyboardEvent) => {
    // A key meant for a control that is not live yet (Enter/Space to activate, arrows to
    // move in a tab list, Escape to close): hold it and replay it once the island is live.
    if (live || !REPLAYED_KEYS.has(event.key)) return;
    const target = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    const replay = { key: event.key, code: event.code, bubbles: true, cancelable: true };
    // A replayed (untrusted) Enter/Space does not activate a button, so a button gets a click.
    const button = (event.key === 'Enter' || event.key === ' ') && target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
    start().then(() => (button ? button.click() : target.dispatchEvent(new KeyboardEvent('keydown', replay))), ignore);
  };
  const onKey = (event: KeyboardEvent) => {
    if (detached()) return;
    const key = searchShortcut(event);
    if (!key || !options.keys?.includes(key)) return;
    event.preventDefault();
    const replay = { key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true };
    // Before the first-touch layer is in (the key press itself starts loading it, ~4 KB), the
    // key waits for the layer, which shows the search shell at once, rather than for this
    // island's code (1.6 s more on the slow phone profile); then it comes round again.
    if (!waited && !document.documentElement.hasAttribute(LAYER_READY)) {
      waited = true;
      whenLayerReady(() => document.dispatchEvent(new KeyboardEvent('keydown', replay)));
      return;
    }
    start().then(() => document.dispatchEvent(new KeyboardEvent('keydown', replay)), ignore);
  };
  const onGroup = (event: Event) => {
    if (detached()) return;
    if (options.group && (event as CustomEvent<string>).detail === options.group) wake();
  };
  intent.forEach((type) => el.addEventListener(type, warm, { passive: true }));
  // Sent by the first-touch layer (src/scripts/instant) after it answered a touch itself.
  el.addEventListener('dz:wake', afterPaint);
  el.addEventListener('click', onClick, true);
  el.addEventListener('keydown', onLocalKey, true);
  if (options.keys?.length) document.addEventListener('keydown', onKey, true);
  if (options.group) document.addEventListener('dz:hydrate', onGroup);
};

export default directive;
