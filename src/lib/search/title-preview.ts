// A query's first rows from the page table alone, before Pagefind can answer: the pages whose
// title, h2 headings and keywords together name every word of the query, ranked as the engine
// ranks titles (title, then heading, then keywords; docs above blog and changelog). The table
// is one small download that arrives long before Pagefind's bundle, wasm and index chunks on a
// slow phone, so the modal's shell and DocSearch's first answer list these pages at once; the
// full answer (text matches, excerpts, true count) replaces them when the index is in. It
// holds the indexed pages only, which are the pages the modal's contextual filters search.
import { coverage, pageRank, queryParts, type PageEntry, type PageTable } from './engine';
import { defaultSegmenter, type Segment } from './query';

/** The best `limit` pages whose headed text has every word of the query, best first. */
export function previewPages(table: PageTable, query: string, limit: number, segment: Segment = defaultSegmenter()): PageEntry[] {
  if (!query.trim() || limit <= 0) return [];
  const parts = queryParts(query, segment);
  if (!parts.length) return [];
  const found: { entry: PageEntry; factor: number }[] = [];
  for (const entry of Object.values(table)) {
    const [title, , keywords, , , ...headings] = entry;
    if (coverage([title, keywords, ...headings].join('\n'), parts) < 1) continue;
    found.push({ entry, factor: pageRank(entry, query, segment).factor });
  }
  // A stable sort: equal pages keep the table's order (the build's page order).
  found.sort((a, b) => b.factor - a.factor);
  return found.slice(0, limit).map((f) => f.entry);
}
