// Showcase filters: a plain script (not an island) over the pre-rendered cards. It reads the
// filter state from the URL, moves matching cards into one result list (or back to the
// favourites / all-sites sections when nothing is filtered), and writes every change back to
// the URL: tag and operator changes push a history entry (back / forward replay them), typing
// a name replaces the current one. Runs again after a client-side route change (page-load.ts).
import {
  DEFAULT_STATE,
  isFiltered,
  matchesState,
  parseState,
  serializeState,
  toggleTag,
  type Operator,
  type ShowcaseState,
  type TagId,
} from '../lib/showcase-filter';
import { onPageLoad } from './page-load';

/** Re-reads the URL and renders, for the showcase on the current page (if any). */
let replay: (() => void) | null = null;

onPageLoad(() => {
  const root = document.querySelector<HTMLElement>('[data-showcase]');
  replay = root ? init(root) : null;
});
addEventListener('popstate', () => replay?.());

function init(root: HTMLElement): () => void {
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  const lists = {
    favorites: q<HTMLUListElement>('[data-showcase-list="favorites"]'),
    all: q<HTMLUListElement>('[data-showcase-list="all"]'),
    results: q<HTMLUListElement>('[data-showcase-list="results"]'),
  };
  const sections = [...root.querySelectorAll<HTMLElement>('[data-showcase-section]')];
  const countEl = q<HTMLElement>('[data-showcase-count]');
  const emptyEl = q<HTMLElement>('[data-showcase-empty]');
  const search = q<HTMLInputElement>('[data-showcase-search]');
  const clear = q<HTMLButtonElement>('[data-showcase-clear]');
  const tagBoxes = [...root.querySelectorAll<HTMLInputElement>('[data-showcase-tag]')];
  const operatorRadios = [...root.querySelectorAll<HTMLInputElement>('[data-showcase-operator]')];
  // Document order at load time is the canonical order: favourites, then the others.
  const cards = [...root.querySelectorAll<HTMLElement>('[data-showcase-card]')].map((el) => ({
    el,
    title: el.dataset.title ?? '',
    tags: (el.dataset.tags ?? '').split(' ').filter(Boolean),
    home: el.dataset.home === 'favorites' ? lists.favorites : lists.all,
  }));

  let state: ShowcaseState = parseState(location.search);
  // The page is built with every card in its home list, in canonical order. Moving 275 cards
  // where they already are cost a long re-layout on every load, so cards move only when a
  // filter takes them out of, or puts them back into, their home lists.
  let atHome = true;

  const commit = (next: ShowcaseState, mode: 'push' | 'replace') => {
    state = next;
    const url = `${location.pathname}${serializeState(next, location.search)}${location.hash}`;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    render();
  };

  function render() {
    for (const box of tagBoxes) box.checked = state.tags.includes(box.value as TagId);
    for (const radio of operatorRadios) radio.checked = radio.value === state.operator;
    if (search.value !== state.name) search.value = state.name;

    const filtered = isFiltered(state);
    let shown = 0;
    for (const card of cards) {
      if (!filtered) {
        if (!atHome) card.home.append(card.el);
        shown++;
      } else if (matchesState(card, state)) {
        lists.results.append(card.el);
        shown++;
      } else {
        card.home.append(card.el);
      }
    }
    atHome = !filtered;
    // The result list shows while filtering, the favourites and all-sites sections otherwise.
    for (const section of sections) section.hidden = (section.dataset.showcaseSection === 'results') !== filtered;
    emptyEl.hidden = !filtered || shown > 0;
    countEl.textContent = `${shown} 个站点`;
    clear.disabled = !filtered && state.operator === DEFAULT_STATE.operator;
  }

  for (const box of tagBoxes) box.addEventListener('change', () => commit(toggleTag(state, box.value as TagId), 'push'));
  for (const radio of operatorRadios) {
    radio.addEventListener('change', () => {
      if (radio.checked) commit({ ...state, operator: radio.value as Operator }, 'push');
    });
  }
  search.addEventListener('input', () => commit({ ...state, name: search.value }, 'replace'));
  clear.addEventListener('click', () => commit({ ...DEFAULT_STATE }, 'push'));

  render();
  return () => {
    state = parseState(location.search);
    render();
  };
}
