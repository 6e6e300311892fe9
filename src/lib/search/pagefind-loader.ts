// Loads the site's Pagefind bundle (dist/pagefind, written after the build) and the page
// titles used for ranking. The modal and the search page both use it, with different excerpt
// lengths. Pagefind keeps its excerpt length per instance and applies it when a result's data
// is read, so each length gets an instance of its own: sharing one would let whichever caller
// came first decide the excerpts of the other.
import type { PageTable } from './engine';
import { pageTables, pageTableUrl } from './page-table';
import type { PagefindApi, PagefindModule } from './pagefind';

export interface LoadedIndex {
  pagefind: PagefindApi;
  titles?: PageTable;
}

export interface LoadOptions {
  /** Words of context around the matches in each excerpt. */
  excerptLength: number;
}

/** How the bundle and the titles file are fetched (a browser or a test). */
export interface LoaderIo {
  importModule(url: string): Promise<PagefindModule>;
  fetchTitles(url: string): Promise<PageTable | undefined>;
}

export type PagefindLoader = (baseUrl: string, options: LoadOptions) => Promise<LoadedIndex>;

export function createPagefindLoader(io: LoaderIo): PagefindLoader {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  return (baseUrl, { excerptLength }) => {
    const key = `${excerptLength} ${baseUrl}`;
    let loading = loaded.get(key);
    if (loading) return loading;
    loading = (async () => {
      const bundle = `${baseUrl}pagefind/`;
      const module = await io.importModule(`${bundle}pagefind.js`);
      // noWorker: searches take a few milliseconds; the worker would be one more download.
      const pagefind = module.createInstance({ baseUrl, excerptLength, noWorker: true });
      await pagefind.init?.();
      const titles = await io.fetchTitles(pageTableUrl(baseUrl)).catch(() => undefined);
      return titles ? { pagefind, titles } : { pagefind };
    })();
    loaded.set(key, loading);
    // A failed load (offline, a new deploy) is tried again on the next call.
    loading.catch(() => loaded.get(key) === loading && loaded.delete(key));
    return loading;
  };
}

export const loadPagefind = createPagefindLoader({
  // Not bundled: the file only exists after the post-build index step.
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<PagefindModule>,
  // The modal's shell may have fetched it already.
  fetchTitles: (url) => pageTables.load(url),
});
