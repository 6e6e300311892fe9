// The page table beside Pagefind's bundle (PAGE_TITLES_FILE: each page's title, section,
// keywords, URL and h2 headings), fetched once per page life. The modal's shell asks for it
// the moment it opens, to list a query's pages by title while Pagefind and DocSearch are still
// on the wire; the Pagefind loader then takes the same download instead of a second one.
import { PAGE_TITLES_FILE, type PageTable } from './engine';

/** Where a site's page table is: beside Pagefind's bundle (the one place this URL is built). */
export const pageTableUrl = (baseUrl: string) => `${baseUrl}pagefind/${PAGE_TITLES_FILE}`;

export type FetchTable = (url: string) => Promise<PageTable | undefined>;

export interface PageTables {
  /** The table at `url` (undefined when the file is missing); a failed fetch is tried again on the next call. */
  load(url: string): Promise<PageTable | undefined>;
  /** The table at `url` if it has arrived, without waiting. */
  now(url: string): PageTable | undefined;
}

export function createPageTables(fetchTable: FetchTable): PageTables {
  const loading = new Map<string, Promise<PageTable | undefined>>();
  const loaded = new Map<string, PageTable>();
  return {
    load(url) {
      let table = loading.get(url);
      if (table) return table;
      table = fetchTable(url).then((t) => {
        if (t) loaded.set(url, t);
        return t;
      });
      loading.set(url, table);
      table.catch(() => loading.get(url) === table && loading.delete(url));
      return table;
    },
    now: (url) => loaded.get(url),
  };
}

// High priority: on a slow link it shares the wire with React and DocSearch, and the shell's
// first rows wait for nothing else.
export const pageTables = createPageTables((url) => fetch(url, { priority: 'high' }).then((r) => (r.ok ? (r.json() as Promise<PageTable>) : undefined)));
