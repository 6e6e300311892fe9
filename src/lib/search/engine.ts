// Runs one reader query against Pagefind with the tiers of query.ts and returns the pages
// in rank order. Pure apart from the Pagefind object it is given (tests pass a fake).
import type { PagefindApi, PagefindData, PagefindFilters, PagefindResult } from './pagefind';
import { parseQuery, planQuery, type QueryPlan } from './query';
import { stripZwsp } from './text';

/** File beside Pagefind's bundle: `{ [pageId]: title }` (written by the index step). */
export const PAGE_TITLES_FILE = 'dz-titles.json';

/** A stricter tier is topped up with the next one while it has fewer pages than this. */
export const MIN_RESULTS = 5;

export type Tier = 'exact' | 'words' | 'loose';

export interface RankedPage {
  id: string;
  score: number;
  tier: Tier;
  /** Loads the page's URL, title, excerpt and sub-results (one small fetch). */
  data: () => Promise<PagefindData>;
}

export interface EngineResult {
  query: string;
  /** Strictest tier that found something. */
  tier: Tier | 'none';
  /** Every page shown for the query, best first. `pages.length` is the true result count. */
  pages: RankedPage[];
}

async function run(pf: PagefindApi, term: string, filters: PagefindFilters | undefined): Promise<PagefindResult[]> {
  const response = await pf.search(term, filters ? { filters } : {});
  return response?.results ?? [];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text has a word starting with `word` (case-insensitive). */
export function containsWordStart(text: string, word: string): boolean {
  const plain = stripZwsp(text).normalize('NFKC').toLowerCase();
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(word.toLowerCase())}`, 'u').test(plain);
}

const normalise = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * How much a page title adds to a page's score: the title is the query (×4), contains the
 * whole query (×2.5), or contains some of its parts (up to ×1.6).
 */
export function titleBoost(title: string | undefined, query: string): number {
  if (!title) return 1;
  const t = normalise(title);
  const q = normalise(query);
  if (!q) return 1;
  if (t === q) return 4;
  if (t.includes(q)) return 2.5;
  const { words, hanRuns } = parseQuery(query);
  const parts = [...words, ...hanRuns].filter(Boolean);
  if (!parts.length) return 1;
  // A Latin word also counts when the title has its stem (swizzle → Swizzling).
  const inTitle = (p: string) => t.includes(normalise(p)) || (/^[a-z]{5,}$/.test(p) && t.includes(p.slice(0, -1)));
  const found = parts.filter(inTitle).length;
  return 1 + (0.6 * found) / parts.length;
}

export interface SearchOptions {
  filters?: PagefindFilters;
  /** Page id → title (PAGE_TITLES_FILE); without it, titles do not affect ranking. */
  titles?: Record<string, string>;
  plan?: QueryPlan;
}

/**
 * Searches with the strictest tier first and tops it up with looser tiers while it has
 * fewer than MIN_RESULTS pages. Within a tier, pages are ordered by their score in the
 * loose search (term frequency, headings) times the title boost.
 */
export async function searchPages(pf: PagefindApi, query: string, options: SearchOptions = {}): Promise<EngineResult> {
  const { filters, titles } = options;
  const plan = options.plan ?? planQuery(query);
  if (!plan.loose) return { query, tier: 'none', pages: [] };
  const loose = await run(pf, plan.loose, filters);
  if (loose.length === 0) return { query, tier: 'none', pages: [] };
  // When no indexed word starts with a query word, Pagefind silently searches a shorter
  // prefix of it ("qqxxzz" finds every "q"). Its fallback applies to the whole index, so
  // the best page tells: if it lacks one of the words, nothing really matched.
  const { words } = parseQuery(query);
  if (words.length) {
    const content = (await loose[0]!.data()).content;
    if (typeof content === 'string' && !words.every((w) => containsWordStart(content, w))) return { query, tier: 'none', pages: [] };
  }
  const boost = (id: string) => titleBoost(titles?.[id], query);
  const pages: RankedPage[] = [];
  const seen = new Set<string>();
  for (const tier of plan.tiers) {
    if (pages.length >= MIN_RESULTS) break;
    const phraseRuns = await Promise.all(tier.phrases.map((p) => run(pf, p, filters)));
    const byId = phraseRuns.map((results) => new Map(results.map((r) => [r.id, r])));
    const found: RankedPage[] = [];
    for (const r of loose) {
      if (seen.has(r.id)) continue;
      const matches = byId.map((m) => m.get(r.id));
      if (matches.some((m) => !m)) continue;
      // The loose search's data has every matching position (phrase searches report only
      // the first), so its excerpt and sub-results are the ones shown.
      found.push({ id: r.id, score: r.score * boost(r.id), tier: tier.name, data: () => r.data() });
    }
    found.sort((a, b) => b.score - a.score);
    for (const p of found) {
      seen.add(p.id);
      pages.push(p);
    }
  }
  if (pages.length < MIN_RESULTS) {
    const rest = loose
      .filter((r) => !seen.has(r.id))
      .map((r): RankedPage => ({ id: r.id, score: r.score * boost(r.id), tier: 'loose', data: () => r.data() }))
      .sort((a, b) => b.score - a.score);
    pages.push(...rest);
  }
  return { query, tier: pages[0]?.tier ?? 'none', pages };
}
