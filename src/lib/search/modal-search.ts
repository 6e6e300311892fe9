// The modal's local search: its settings, and the warm-up started the moment its shell opens.
// On a slow phone React and DocSearch take about a second to arrive after the click; Pagefind's
// bundle, its filter index and the word segmenter's dictionary are loaded in that second
// instead of after it, so the first query only fetches its own index chunks and fragments.
import { pageTables, pageTableUrl } from './page-table';
import { loadPagefind } from './pagefind-loader';
import { defaultSegmenter } from './query';

/** Pages shown in the modal per query. */
export const MODAL_PAGES = 6;
/**
 * Of those, the first ones shown with excerpts and headings; the others by title (from the
 * page table). An excerpt needs the page's Pagefind fragment, its whole text: 5-15 KB for a
 * long guide, so six of them made a later query 44-57 KB against its 40 KB budget, where
 * three (and the index chunks) stay within it. The search page shows every excerpt.
 */
export const MODAL_EXCERPT_PAGES = 3;
/** Words of context in the modal's excerpts (the search page shows longer ones). */
export const MODAL_EXCERPT_LENGTH = 36;

export const loadModalIndex = (baseUrl: string) => loadPagefind(baseUrl, { excerptLength: MODAL_EXCERPT_LENGTH });

let warming: Promise<void> | undefined;

/** Loads what every query needs; safe to call again (a failure is retried on the next call). */
export function warmModalSearch(baseUrl: string): Promise<void> {
  if (warming) return warming;
  // First on the wire: the shell's first rows and DocSearch's first answer need only this.
  pageTables.load(pageTableUrl(baseUrl)).catch(() => undefined);
  // The segmenter is built while Pagefind's bundle is on the wire (the CPU waits then).
  setTimeout(() => defaultSegmenter()('预热'), 0);
  warming = loadModalIndex(baseUrl)
    .then(async ({ pagefind }) => void (await pagefind.filters?.()))
    .catch((error: unknown) => {
      warming = undefined; // the first query shows the error screen and tries again
      throw error;
    });
  return warming;
}
