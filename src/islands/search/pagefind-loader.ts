// Loads the site's Pagefind bundle (dist/pagefind, written after the build) and the page
// titles used for ranking. Shared by the modal and the search page; loaded once per page.
import { PAGE_TITLES_FILE, type PageTable } from '../../lib/search/engine';
import type { PagefindApi } from '../../lib/search/pagefind';

export interface LoadedIndex {
  pagefind: PagefindApi;
  titles?: PageTable;
}

let loading: Promise<LoadedIndex> | undefined;

export function loadPagefind(baseUrl: string, options: { excerptLength: number }): Promise<LoadedIndex> {
  loading ??= (async () => {
    const bundle = `${baseUrl}pagefind/`;
    // Not bundled: the file only exists after the post-build index step.
    const pagefind = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as PagefindApi;
    // noWorker: searches take a few milliseconds; the worker would be one more download.
    await pagefind.options?.({ baseUrl, excerptLength: options.excerptLength, noWorker: true });
    await pagefind.init?.();
    const titles = await fetch(`${bundle}${PAGE_TITLES_FILE}`)
      .then((r) => (r.ok ? (r.json() as Promise<PageTable>) : undefined))
      .catch(() => undefined);
    return titles ? { pagefind, titles } : { pagefind };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
