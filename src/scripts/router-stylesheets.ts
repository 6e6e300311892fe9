// The client router's stylesheets (see router.ts): the next page's sheets go in switched off
// and are switched on with the swap, and a prefetched page's sheets are loaded ahead, parked
// (switched off) where the swap will want them in the cascade.
import { planStylesheets } from '../lib/router';

const doc = document;

/** The page's own stylesheets; the styles scripts add (`addScriptStyles`) are not the page's and stay. */
function stylesheets(root: Document): Map<string, HTMLElement> {
  const map = new Map<string, HTMLElement>();
  // The head's only (a parsed page's body links were moved there): scanning the whole page
  // took a few ms of the click on the phone profile.
  root.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel=stylesheet]:not([data-dz-parked]), style:not([data-dz-runtime])').forEach((el) => {
    if (el.parentElement?.closest('noscript')) return;
    map.set(el instanceof HTMLLinkElement ? el.href : `style:${el.textContent}`, el);
  });
  return map;
}

/** The media of a stylesheet that is loaded but not in force (before a swap, or parked). */
const SWITCHED_OFF = 'not all';

/**
 * Adds the new page's stylesheets (in cascade order, switched off) and waits for them; returns
 * whether they all loaded, `apply` that switches them on, and the cleanup that removes the old
 * page's sheets.
 */
export async function loadStylesheets(next: Document): Promise<{ ok: boolean; apply: () => void; removeOld: () => void }> {
  const have = stylesheets(doc);
  const want = stylesheets(next);
  const plan = planStylesheets([...have.keys()], [...want.keys()]);
  const loading: Promise<boolean>[] = [];
  const inserted: HTMLElement[] = [];
  // A new sheet loads switched off (media "not all") and is switched on with the swap: in
  // force while the old page is still up, it made Chromium restyle and repaint the whole old
  // page (150 ms and 30 ms on the phone profile) before the new one was even in.
  const media = new Map<HTMLElement, string | null>();
  let applied = false;
  let reuseFailed = false;
  const parked = new Map([...doc.head.querySelectorAll<HTMLLinkElement>('link[data-dz-parked]')].map((l) => [l.href, l]));
  const kept = [...have].filter(([key]) => !plan.remove.includes(key)).map(([, el]) => el);
  for (const { key, before } of plan.insert) {
    // A parked copy that has loaded is the one used: its sheet is parsed, so the swap needs
    // no wait at all (a fresh copy's load event came 50-65 ms after the click).
    const candidate = parked.get(key);
    const reuse = candidate?.sheet ? candidate : undefined;
    const el = reuse ?? doc.importNode(want.get(key)!, true);
    // If it has to move (the page's sheets changed since), the browser loads it again, from
    // memory as a rule; where that load still fails (the cache bypassed, then the network),
    // the page loads in full, as for a fresh sheet that fails. Its parking error handler
    // (remove the copy) must not outlive the parking.
    if (reuse) {
      delete reuse.dataset.dzParked;
      reuse.onerror = () => {
        if (applied) location.reload();
        else reuseFailed = true;
      };
    }
    media.set(el, want.get(key)!.getAttribute('media'));
    el.setAttribute('media', SWITCHED_OFF);
    if (el instanceof HTMLLinkElement && !reuse)
      loading.push(
        new Promise((done) => {
          el.onload = () => done(true);
          el.onerror = () => done(false);
        }),
      );
    // A parked copy already in its place stays put: moving a link makes the browser load and
    // parse its sheet again (5-6 ms on the phone profile), and it was parked there (`park`).
    const anchor = before ? have.get(before)! : null;
    if (!reuse || !inPlace(reuse, anchor, [...kept, ...inserted])) doc.head.insertBefore(el, anchor);
    inserted.push(el);
  }
  // Wait for new sheets (not forever: a slow font sheet must not hold the page).
  const loaded = await Promise.race([Promise.all(loading), new Promise<boolean[]>((r) => setTimeout(() => r([]), 3000))]);
  const ok = loaded.every(Boolean) && !reuseFailed;
  // A failed sheet must not stay in the head: a retry would take it for loaded.
  if (!ok) inserted.forEach((el) => el.remove());
  const apply = () => {
    applied = true;
    media.forEach((value, el) => (value === null ? el.removeAttribute('media') : el.setAttribute('media', value)));
  };
  return { ok, apply, removeOld: () => plan.remove.forEach((key) => have.get(key)?.remove()) };
}

const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Whether `el` has, among the given sheets, the ones before it that inserting it before `anchor` (null: last) would give. */
function inPlace(el: Element, anchor: Element | null, sheets: Element[]): boolean {
  if (anchor && !precedes(el, anchor)) return false;
  return sheets.every((sheet) => sheet === anchor || precedes(sheet, el) === (!anchor || precedes(sheet, anchor)));
}

/**
 * A stylesheet of a prefetched page, loaded and parsed while the browser is idle but switched
 * off (media "not all", at the lowest priority): the swap's own copy of it then comes from the
 * browser's memory. Fetched into the HTTP cache only, it was read back from disk and parsed
 * after the click (60–90 ms on the phone profile).
 */
function park(source: HTMLLinkElement, before: Element | null) {
  if ([...doc.head.querySelectorAll<HTMLLinkElement>('link[data-dz-parked]')].some((l) => l.href === source.href)) return;
  const link = doc.importNode(source, true);
  Object.assign(link, { media: SWITCHED_OFF, onerror: () => link.remove() });
  link.dataset.dzParked = '';
  doc.head.insertBefore(link, before);
}

/** Parks the stylesheets of a prefetched page that this page lacks, each where the swap will want it. */
export function parkStylesheets(next: Document): void {
  const have = stylesheets(doc);
  const want = stylesheets(next);
  for (const { key, before } of planStylesheets([...have.keys()], [...want.keys()]).insert) {
    const el = want.get(key);
    if (el instanceof HTMLLinkElement) park(el, before ? have.get(before)! : null);
  }
}

/** Removes the parked copies the swap did not use (after it, when they are no page's). */
export const dropParked = (): void => doc.head.querySelectorAll('link[data-dz-parked]').forEach((l) => l.remove());
