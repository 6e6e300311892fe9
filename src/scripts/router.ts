// Client router: same-site links load the next page with fetch and swap it in (head metadata,
// stylesheets, body), so the chrome does not flash and scripts keep their state. Every page
// stays a complete static document: without JavaScript, or when anything here fails, links
// are plain links. Loaded on the first interaction (see chrome.ts).
//
// - Scripts: a module script runs once; scripts of the new page that never ran are executed,
//   then `dz:page-load` (and `astro:page-load`, for Expressive Code) is dispatched on
//   document so page scripts re-initialise (page-load.ts); `astro:after-swap`, which
//   unmounts the old page's islands, once the new page's first frame is drawn.
// - Busy state: after 200 ms a progress bar and a centred loader show; a failed load shows
//   the error and a retry button (labels and markup from <template id="dz-route-ui">).
// - Scroll: hash target, else top; no scroll when only the query changes; back / forward
//   restore the saved position. Back / forward re-use the last few pages.
// - Prefetch on hover / focus / touch and for content links in view for a second (the
//   next/previous links: a quarter of a second); none on save-data or 2g. A prefetched page
//   is kept in memory and parsed when the browser is idle, and its new stylesheets are
//   loaded switched off (`park`), so that a click spends no time on the network or the
//   parser (see `ready`).
import { displayUrl, documentKey, PageCache, sameDeployment, scrollAfterNavigation } from '../lib/router';
import { type Column, columnLayout, firstFrameBlocks } from '../lib/first-frame';
import { MAX_IN_VIEW } from '../lib/speculation';
import { watchInView } from './in-view';
import { AFTER_SWAP, PAGE_LOAD, whenIdle } from './page-load';
import { addRuntimeStyles } from './runtime-styles';
import { watchPanel } from './router-panel';
import { dropParked, loadStylesheets, parkStylesheets } from './router-stylesheets';
import { fetchAhead, isSpeculated, linkTarget as target, prerendering } from './speculate';

type Page = { html: string; url: string };
/**
 * A parsed page: its document (head) and its body, owned by this document once `adopt` ran.
 * Moving the body's nodes from the parsed document into this one is a walk over every node
 * (8-17 ms of a docs page on the phone profile); done ahead, the swap only inserts them.
 */
type Parsed = { next: Document; body: HTMLElement; cut?: FirstFrameCut; scripts?: string[] };
/** The blocks `firstFrameOnly` leaves out of the first frame, for one viewport size and sidebar state. */
type FirstFrameCut = { size: string; later: Element[] };
/** A page fetched ahead of a click; `parsed` once parsed (when the browser was idle). */
type Prefetched = { page: Promise<Page | null>; at: number; parsed?: Parsed };
type DzState = { dz?: 1; dzScroll?: number } & Record<string, unknown>;

const SLOW_MS = 200;
/** Marks the blocks of a swapped-in page that are laid out a frame later (`firstFrameOnly`). */
const NEXT_FRAME = 'data-dz-next-frame';
/** A prefetched page is used by one click within this time (Chromium's rule for prefetch). */
const READY_MS = 5 * 60_000;

const doc = document;
const html = doc.documentElement;
addRuntimeStyles();
const cache = new PageCache<Page>(6);
/** Pages fetched ahead, by document key, each used by one click (then fetched ahead again if asked). */
const ready = new Map<string, Prefetched>();
const ran = new Set<string>();
const scriptKey = (s: HTMLScriptElement) => s.src || s.textContent || '';
const isJs = (s: HTMLScriptElement) => /^(module|(text\/)?javascript)?$/i.test(s.type);
const state = (): DzState => (history.state as DzState | null) ?? {};
// Where Speculation Rules work, ./speculate.ts prerenders the next pages instead (but the
// menu panel's pages are this router's: see ./router-panel.ts).
const prefetchAllowed = fetchAhead && !prerendering;

let current = new URL(location.href);
let token = 0;
let visibleCount = 0;
let ui: Element[] | null = null;

doc.querySelectorAll('script').forEach((s) => ran.add(scriptKey(s)));
history.scrollRestoration = 'manual';
// A reload or a full navigation away should restore scroll the browser's way.
addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));

const template = () => doc.getElementById('dz-route-ui') as HTMLTemplateElement | null;

/** The progress bar and the loader, shown while a navigation is slow (outside <body>). */
function busy(on: boolean) {
  if (on && !ui) {
    const parts = template()?.content;
    if (!parts) return;
    ui = ['.dz-route-progress', '.dz-route-loader'].map((selector) => parts.querySelector(selector)!.cloneNode(true) as Element);
    html.append(...ui);
  } else if (!on && ui) {
    const [progress, loader] = ui;
    ui = null;
    loader!.remove();
    progress!.classList.add('dz-route-progress--done');
    setTimeout(() => progress!.remove(), 300);
  }
}

function showError(error: unknown, retry: () => void) {
  const tpl = template();
  const main = doc.getElementById('dz-main');
  const box = tpl?.content.querySelector('.dz-route-error')?.cloneNode(true) as HTMLElement | undefined;
  if (!main || !box) return location.reload();
  const text = box.querySelector('[data-dz-message]')!;
  text.textContent = (text.textContent ?? '').replace('{message}', error instanceof Error ? error.message : String(error));
  box.querySelector('button')!.addEventListener('click', retry);
  main.replaceChildren(box);
  scrollTo(0, 0);
}

/** The page (from the cache for back / forward), or null when it is not an HTML page. */
async function fetchPage(url: URL, ahead = false): Promise<Page | null> {
  // A prefetch says so (as browsers' own prefetches do), and waits behind what the page asks for.
  const init = ahead ? { priority: 'low', headers: { Purpose: 'prefetch' } } : {};
  const res = await fetch(url.pathname + url.search, { credentials: 'include', ...init } as RequestInit);
  // The not-found page comes with 404 and is a page like the others.
  if (!res.ok && res.status !== 404) throw new Error(`${res.status} ${res.statusText}`.trim());
  if (!(res.headers.get('content-type') ?? '').includes('html')) return null;
  return { html: await res.text(), url: res.url || url.href };
}

/** The page and its parsed document: prefetched, else from the cache (back / forward), else fetched. */
async function load(url: URL, useCache: boolean): Promise<{ page: Page; parsed: Parsed } | null> {
  const key = documentKey(url);
  const early = ready.get(key);
  ready.delete(key);
  const fresh = early && Date.now() - early.at < READY_MS ? early : undefined;
  // A prefetch that failed is tried again here (and shows the error and Retry if it fails).
  const prefetchedPage = fresh ? await fresh.page.catch(() => undefined) : undefined;
  if (prefetchedPage === null) return null;
  const page = prefetchedPage ?? (useCache ? cache.get(key) : undefined) ?? (await fetchPage(url));
  if (!page) return null;
  cache.set(key, page);
  return { page, parsed: adopt(fresh?.parsed ?? parse(page.html)) };
}

/**
 * Parses a page. Its body's stylesheet links move to the end of its head (same cascade order),
 * so they are loaded before the swap instead of flashing in after it.
 */
function parse(markup: string): Parsed {
  const next = new DOMParser().parseFromString(markup, 'text/html');
  next.body.querySelectorAll('link[rel=stylesheet]').forEach((l) => next.head.append(l));
  return { next, body: next.body };
}

/** Makes the parsed body this document's (not connected: its scripts and islands wait for the swap). */
function adopt(parsed: Parsed): Parsed {
  if (parsed.body.ownerDocument !== doc) parsed.body = doc.adoptNode(parsed.body);
  return parsed;
}

/** The script files of a page (head and body), for `sameDeployment`. */
const scriptFiles = (...roots: ParentNode[]) => roots.flatMap((r) => [...r.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src));
/** A parsed page's script files, found once (in idle time for a prefetched page). */
const scriptsOf = (parsed: Parsed) => (parsed.scripts ??= scriptFiles(parsed.next, parsed.body));
/** This page's script files: read when the router starts, then those of each page swapped in. */
let pageScripts = scriptFiles(doc);

/** Meta and non-stylesheet links, compared by their markup (the title is set apart). */
function updateMeta(next: Document) {
  const head = doc.head;
  const managed = 'meta:not([charset]),link:not([rel=stylesheet],[rel=prefetch],[rel=modulepreload])';
  const old = new Map([...head.querySelectorAll(managed)].map((el) => [el.outerHTML, el]));
  for (const el of next.head.querySelectorAll(managed)) {
    if (old.has(el.outerHTML)) old.delete(el.outerHTML);
    else head.append(doc.importNode(el, true));
  }
  old.forEach((el) => el.remove());
}

function runScripts(root: ParentNode) {
  root.querySelectorAll('script').forEach((old) => {
    const key = scriptKey(old);
    if (!isJs(old) || ran.has(key)) return;
    ran.add(key);
    const s = doc.createElement('script');
    for (const { name, value } of old.attributes) s.setAttribute(name, value);
    s.textContent = old.textContent;
    old.replaceWith(s);
  });
}

function swapBody(next: HTMLElement) {
  const body = doc.body;
  for (const name of body.getAttributeNames()) body.removeAttribute(name);
  for (const { name, value } of next.attributes) body.setAttribute(name, value);
  html.classList.remove('dz-mobile-open');
  body.replaceChildren(...next.childNodes);
}

function scrollAfter(previous: URL, next: URL, restore?: number) {
  if (restore !== undefined) return scrollTo(0, restore);
  const action = scrollAfterNavigation(previous, next);
  const el = action.kind === 'hash' && doc.getElementById(action.id);
  if (el) el.scrollIntoView();
  else if (action.kind !== 'none') scrollTo(0, 0);
}

/**
 * The first frame of the new page styles and lays out only what the screen shows: the text
 * blocks that start below it (by `firstFrameBlocks`' lower bound of their heights, the text
 * taken to start right under the navbar) and what follows the text (its
 * footer, the pagination, the site footer) wait one frame (`content-visibility: hidden`,
 * runtime.css). On the phone profile, a click on the next-page link of /docs/installation
 * showed /docs/configuration laid out 145-153 ms after the click instead of 248 ms with a cut
 * at about three screens; cutting at the screen instead of a screen and a quarter below the
 * text's top also leaves out its first tabbed code block, whose paint was 15-25 ms of the
 * click's frame. For a prefetched page this is worked out in idle time, when the page is
 * adopted, and again only if the viewport changed since.
 */
function firstFrameCut(parsed: Parsed, idle = false): Element[] {
  // What the column's width depends on besides the window: the docs sidebar hidden since.
  const size = `${innerWidth}x${innerHeight}${doc.documentElement.classList.contains('dz-sidebar-hidden') ? ' no sidebar' : ''}`;
  if (parsed.cut?.size === size) return parsed.cut.later;
  // The text column as this page lays it out (read in idle time only: during a click the
  // new stylesheets are in, and reading layout would restyle the old page with them).
  if (idle || column?.size !== size) column = measureColumn(idle, size);
  const markdown = parsed.body.querySelector('.dz-markdown');
  const blocks = markdown ? [...markdown.children] : [];
  // A column measured on a page laid out otherwise (a table of contents, no sidebar, the
  // blog's) may be narrower than this one's: the window's width is then the safe bound.
  const width = markdown && columnLayout(markdown) === column.layout ? column.width : innerWidth;
  const keep = firstFrameBlocks(blocks, { width }, innerHeight - column.top);
  const later = keep < blocks.length ? [...blocks.slice(keep), ...parsed.body.querySelectorAll('.dz-markdown ~ *, .dz-pagination-nav, .dz-footer')] : [];
  parsed.cut = { size, later };
  return later;
}

type MeasuredColumn = Column & { top: number; layout: string; size: string };
let column: MeasuredColumn | undefined;

/**
 * The text column's width on this page and what sets it, when it has one and may be read
 * (else the window's width), and the top of the main element without the announcement bar:
 * every page has the navbar above it, the bar may be closed before the click, and whatever
 * the next page puts above its text (breadcrumbs, a version or draft banner) only moves the
 * text further down.
 */
function measureColumn(read: boolean, size: string): MeasuredColumn {
  const markdown = read ? doc.querySelector('.dz-markdown') : null;
  const width = markdown?.getBoundingClientRect().width;
  const main = read ? doc.getElementById('dz-main')?.getBoundingClientRect() : undefined;
  const bar = (read && doc.querySelector('.dz-announcement')?.getBoundingClientRect().height) || 0;
  const top = main ? Math.max(0, main.top + scrollY - bar) : 0;
  return markdown && width ? { width, top, layout: columnLayout(markdown), size } : { width: innerWidth, top, layout: '', size };
}

/**
 * Marks the cut before the body goes in (marking live nodes invalidated their style), and
 * unmarks it after the frame. Only for a page shown from its top: a jump to an anchor, a
 * restored position and a page that stays where it is (a new query) need every height.
 */
function firstFrameOnly(parsed: Parsed) {
  const later = firstFrameCut(parsed);
  for (const block of later) block.setAttribute(NEXT_FRAME, '');
  if (later.length) afterFirstFrame(() => later.forEach((block) => block.removeAttribute(NEXT_FRAME)));
}

/** Runs once the next frame (the new page's first) has been drawn. */
const afterFirstFrame = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn));

/** Screen readers hear the new page's title (live region from the template, outside <body>). */
function announce(title: string) {
  let region = doc.getElementById('dz-route-announcer');
  if (!region) {
    region = (template()?.content.getElementById('dz-route-announcer')?.cloneNode() as HTMLElement | undefined) ?? null;
    if (region) html.append(region);
  }
  if (region) region.textContent = title;
}

/** Leaves the page to the browser: a new history entry for a push, the same one otherwise. */
const fullLoad = (href: string, mode: 'push' | 'replace' | 'pop') => (mode === 'push' ? location.assign(href) : location.replace(href));

async function navigate(url: URL, mode: 'push' | 'replace' | 'pop', restore?: number): Promise<void> {
  const mine = ++token;
  const previous = current;
  clearTimeout(saveScroll);
  // The position to come back to (saved already, as a rule: see `savePosition`).
  if (mode === 'push' && !positionSaved()) savePosition();
  const slow = setTimeout(() => mine === token && busy(true), SLOW_MS);
  try {
    const loaded = await load(url, mode === 'pop');
    if (mine !== token) return;
    if (!loaded) return location.assign(url.href);
    const { page, parsed } = loaded;
    const { next, body } = parsed;
    // Redirect pages and anything not built from our layout: let the browser load it.
    if (!body.querySelector('#dz-main') || next.querySelector('meta[http-equiv="refresh"]')) return location.assign(page.url);
    // A page of a newer deployment: load it in full, so that its own chrome runs alone.
    if (!sameDeployment(pageScripts, scriptsOf(parsed))) return fullLoad(url.href, mode);
    const final = displayUrl(url, page.url);
    final.hash = url.hash;
    // Blurred now, before the new stylesheets go in: a blur (or removing the focused link
    // with the old body) makes Chromium bring the whole page's style up to date at once, and
    // with the new sheets in that is a full restyle of the old page (81 ms on the phone
    // profile) before the one of the new page.
    (doc.activeElement as HTMLElement | null)?.blur?.();
    const sheets = await loadStylesheets(next);
    if (mine !== token) return;
    // A stylesheet of the next page failed: online, the browser loads the page in full (it
    // retries the file, or shows the page as the server has it now); offline, the error
    // screen with its Retry button shows, as for a page that failed.
    if (!sheets.ok) {
      if (!navigator.onLine) throw new Error(`a stylesheet of ${final.pathname} failed to load`);
      return fullLoad(final.href, mode);
    }
    // Loaded (page and stylesheets): the URL and the content change together.
    clearTimeout(slow);
    if (mode === 'push') history.pushState({ dz: 1 }, '', final.href);
    else if (mode === 'replace') history.replaceState({ ...state(), dz: 1 }, '', final.href);
    current = final;
    doc.title = next.title;
    sheets.apply();
    if (restore === undefined && scrollAfterNavigation(previous, final).kind === 'top') firstFrameOnly(parsed);
    swapBody(body);
    pageScripts = scriptsOf(parsed);
    sheets.removeOld();
    dropParked();
    runScripts(doc.head);
    runScripts(doc.body);
    scrollAfter(previous, final, restore);
    announce(doc.title);
    // What no reader sees in the new page's first frame waits for it to be drawn (18-24 ms on
    // the phone profile): the head's metadata and the in-view watch on its links.
    afterFirstFrame(() => {
      // The old page's islands unmount here (Astro's islands listen for this event once they
      // are detached): after a tap in the open menu, React's unmount of the panel's live
      // islands took 4-10 ms of the click on the phone profile. Sent even when another
      // navigation has begun, so that no island outlives its page.
      doc.dispatchEvent(new Event(AFTER_SWAP));
      if (mine !== token) return;
      updateMeta(next);
      observeLinks();
      newPagePanel();
    });
    for (const type of [PAGE_LOAD, 'astro:page-load']) doc.dispatchEvent(new Event(type));
  } catch (error) {
    if (mine !== token) return;
    if (mode === 'push') history.pushState({ dz: 1 }, '', url.href);
    current = url;
    showError(error, () => void navigate(url, 'replace'));
  } finally {
    clearTimeout(slow);
    if (mine === token) busy(false);
  }
}

// ---- clicks and history ------------------------------------------------------------------

doc.addEventListener('click', (event) => {
  const url = target(event.target, event, new URL(location.href));
  // A prerendered page: the browser's own navigation activates it at once.
  if (!url || isSpeculated(url)) return;
  event.preventDefault();
  void navigate(url, 'push');
});

// The scroll position of the current entry, for back / forward: saved when scrolling stops,
// and when a link the router follows is pressed, so that the click itself rarely reads or
// writes it (a history write took 4-8 ms of the click on the phone profile, and reading
// scrollY after the press can restyle the page).
let saveScroll = 0;
/**
 * The entry's state object when it was marked as the router's with the current position: any
 * other entry (pushed or replaced since, by anyone) has another state object.
 */
let savedState: unknown;
const positionSaved = () => savedState !== undefined && history.state === savedState;
function savePosition() {
  if (state().dz !== 1 || state().dzScroll !== scrollY) history.replaceState({ ...state(), dz: 1, dzScroll: scrollY }, '');
  savedState = history.state;
}
doc.addEventListener('pointerdown', (event) => !positionSaved() && target(event.target, null, new URL(location.href)) && savePosition(), {
  capture: true,
  passive: true,
});
addEventListener(
  'scroll',
  () => {
    savedState = undefined;
    clearTimeout(saveScroll);
    saveScroll = window.setTimeout(() => {
      // The position only: entries that page scripts pushed (showcase filters) stay theirs.
      history.replaceState({ ...state(), dzScroll: scrollY }, '');
      savedState = state().dz === 1 ? history.state : undefined;
    }, 200);
  },
  { passive: true },
);

addEventListener('popstate', () => {
  clearTimeout(saveScroll);
  const next = new URL(location.href);
  const s = state();
  const samePath = next.pathname === current.pathname;
  if (samePath && next.search === current.search) {
    // Same document: only the hash (or nothing, e.g. the mobile menu's entry) changed.
    if (next.hash !== current.hash) scrollAfter(current, next, s.dzScroll);
    current = next;
    return;
  }
  // Entries pushed by page scripts (showcase filters) are theirs to replay.
  if (samePath && !s.dz) return;
  void navigate(next, 'pop', s.dzScroll);
});

// ---- prefetch ----------------------------------------------------------------------------

/** Fetches a page ahead (`allowed`: where the router does so); its fetch, if it started one. */
function prefetch(url: URL, allowed = prefetchAllowed): Promise<unknown> | undefined {
  const key = documentKey(url);
  if (!allowed || ready.has(key) || key === documentKey(current)) return;
  const entry: Prefetched = { page: fetchPage(url, true), at: Date.now() };
  ready.set(key, entry);
  entry.page.then(
    (page) =>
      page &&
      whenIdle(() => {
        if (ready.get(key) !== entry) return;
        const parsed = parse(page.html);
        entry.parsed = parsed;
        // Its stylesheets that this page lacks, loaded now (hashed, immutable files).
        parkStylesheets(parsed.next);
        // In a task of its own: the parse is the idle time's long task already.
        whenIdle(() => {
          if (ready.get(key) !== entry) return;
          firstFrameCut(adopt(parsed), true);
          scriptsOf(parsed);
        }, 1000);
      }, 1000),
    // Failed (an outage): may be tried again; a click loads it again, and shows the error
    // and Retry if it fails again, never the browser's error page.
    () => {
      if (ready.get(key) === entry) ready.delete(key);
    },
  );
  return entry.page;
}

function prefetchTarget(el: EventTarget | null) {
  const url = target(el, null, current);
  if (url) prefetch(url);
}

if (prefetchAllowed) for (const type of ['mouseover', 'focusin', 'touchstart']) doc.addEventListener(type, (e) => prefetchTarget(e.target), { passive: true });

// Content links in view for a second (./in-view.ts), each fetched ahead once; at most
// MAX_IN_VIEW of them per page besides the pagination links.
const resetInView = prefetchAllowed
  ? watchInView(
      (a) => target(a, null, current),
      (link, pagination) => {
        if (!pagination && visibleCount >= MAX_IN_VIEW) return;
        if (!pagination) visibleCount++;
        prefetchTarget(link);
      },
      true,
    )
  : undefined;

function observeLinks() {
  visibleCount = 0;
  resetInView?.();
}
observeLinks();

// ---- the menu panel (phones): its pages in view, fetched ahead (./router-panel.ts) -------

const newPagePanel = fetchAhead
  ? watchPanel({ current: () => current, isFetched: (url) => ready.has(documentKey(url)), prefetch: (url) => prefetch(url, true) })
  : () => {};
