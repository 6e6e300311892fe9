// Runs one reader query against Pagefind with the tiers of query.ts and returns the pages
// in rank order. Pure apart from the Pagefind object it is given (tests pass a fake).
import type { PagefindApi, PagefindData, PagefindFilters, PagefindResult } from './pagefind';
import { defaultSegmenter, parseQuery, planQuery, type QueryPlan, type Segment } from './query';
import { stripZwsp } from './text';

/** File beside Pagefind's bundle: `{ [pageId]: PageEntry }` (written by the index step). */
export const PAGE_TITLES_FILE = 'dz-titles.json';

/** What a page is, from its URL: DocSearch ranks docs above blog posts and changelog entries. */
export type PageSection = 'docs' | 'blog' | 'changelog' | 'page';
/**
 * A page's title, section, keywords (front matter `keywords`, comma-separated: the subjects
 * its writer declared), URL, section label (DocSearch's lvl0: 文档, 博客…) and, for docs
 * pages, the text of its h2 headings. The URL and label let the modal list a query's pages
 * before their fragments (excerpts) arrive.
 */
export type PageEntry = readonly [title: string, section: PageSection, keywords: string, url: string, label: string, ...headings: string[]];
/** PAGE_TITLES_FILE's content. */
export type PageTable = Record<string, PageEntry>;

/** The section of a page URL (path under the site's base URL). */
export function sectionOfUrl(url: string, baseUrl = '/'): PageSection {
  const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length - 1) : url;
  if (/^\/(?:docs|community)(?:\/|$)/.test(path)) return 'docs';
  if (/^\/blog(?:\/|$)/.test(path)) return 'blog';
  if (/^\/changelog(?:\/|$)/.test(path)) return 'changelog';
  return 'page';
}

const headedTexts = new WeakMap<PageTable, string>();
/** Every title and h2 heading of the page table, in one text (built once per table). */
function headedText(titles: PageTable): string {
  let text = headedTexts.get(titles);
  if (text === undefined) {
    text = Object.values(titles)
      .map(([title, , , , , ...headings]) => [title, ...headings].join('\n'))
      .join('\n');
    headedTexts.set(titles, text);
  }
  return text;
}

/** Pages checked for Pagefind's prefix fallback (each check loads one fragment, only while none matches). */
export const FALLBACK_PROBES = 3;

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

const normalise = (s: string) => stripZwsp(s).normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Boost of a title that is the query or contains it whole. */
export const TITLE_IS_QUERY = 4;
export const TITLE_HAS_QUERY = 2.5;
/** Boost of a heading that is the query, contains it, or has some of its words (at most). */
export const HEADING_IS_QUERY = 2;
export const HEADING_HAS_QUERY = 1.8;
export const HEADING_WORDS = 0.5;
/** Boost of a keyword that is the query, and of keywords that have some of its words (at most). */
export const KEYWORD_IS_QUERY = 2;
export const KEYWORD_WORDS = 0.6;
/** Above this title boost (the title has more than half of the query), a page is about the query. */
export const ABOUT_THE_QUERY = 1.5;

/** Han words that only join the others (in, with, of, how…): a title need not say them. */
export const FUNCTION_WORDS = new Set([
  '的',
  '中',
  '在',
  '与',
  '和',
  '及',
  '或',
  '用',
  '使用',
  '如何',
  '怎么',
  '怎样',
  '什么',
  '是',
  '了',
  '吗',
  '把',
  '对',
  '从',
  '到',
  '里',
]);

/** The query's words: Latin words, and Han runs split into words (插件生命周期 → 插件, 生命周期). */
export function queryParts(query: string, segment: Segment): string[] {
  const { words, hanRuns } = parseQuery(query);
  const parts = [...words, ...hanRuns.flatMap((run) => segment(run))].filter(Boolean);
  const content = parts.filter((p) => !FUNCTION_WORDS.has(p));
  return content.length ? content : parts;
}

/**
 * The share of the query's words a text has, weighed so that a Han word counts by its
 * characters (生命周期 more than 中) and a Latin word as two (the length of a common Han word).
 */
export function coverage(text: string, parts: readonly string[]): number {
  const t = normalise(text);
  const weight = (p: string) => (/\p{Script=Han}/u.test(p) ? [...p].length : 2);
  // A Latin word also counts when the text has its stem (swizzle → Swizzling).
  const has = (p: string) => t.includes(normalise(p)) || (/^[a-z]{5,}$/.test(p) && t.includes(p.slice(0, -1)));
  const total = parts.reduce((n, p) => n + weight(p), 0);
  return total ? parts.filter(has).reduce((n, p) => n + weight(p), 0) / total : 0;
}

/**
 * How much a page title adds to a page's score: the title is the query (×4), contains the
 * whole query (×2.5), or has some of its words (×1 to ×2, by coverage).
 */
export function titleBoost(title: string | undefined, query: string, segment: Segment = defaultSegmenter()): number {
  if (!title) return 1;
  const t = normalise(title);
  const q = normalise(query);
  if (!q || !t) return 1;
  if (t === q) return TITLE_IS_QUERY;
  if (t.includes(q)) return TITLE_HAS_QUERY;
  return 1 + coverage(title, queryParts(query, segment));
}

/** The same for the page's best heading, a little below a title (DocSearch's hierarchy). */
export function headingBoost(headings: readonly string[], query: string, segment: Segment = defaultSegmenter()): number {
  const q = normalise(query);
  if (!q || !headings.length) return 1;
  const parts = queryParts(query, segment);
  let best = 1;
  for (const heading of headings) {
    const h = normalise(heading);
    if (!h) continue;
    if (h === q) return HEADING_IS_QUERY;
    best = Math.max(best, h.includes(q) ? HEADING_HAS_QUERY : 1 + HEADING_WORDS * coverage(heading, parts));
  }
  return best;
}

/** Pages found only by a looser tier count less (the query's words are apart there). */
export const TIER_WEIGHT: Record<Tier, number> = { exact: 1, words: 0.8, loose: 0.5 };
export const ABOUT_TIER_WEIGHT: Record<Tier, number> = { exact: 1, words: 0.95, loose: 0.9 };

/**
 * Blog posts and changelog entries that merely mention the query rank below the docs page
 * about it (DocSearch ranks docs first, then by hierarchy: title, headings, text). A page
 * whose title is about the query keeps its full score, whatever its section.
 */
export const SECTION_WEIGHT: Record<PageSection, number> = { docs: 1, page: 0.8, blog: 0.5, changelog: 0.35 };
/** The same between pages whose titles are about the query: docs still go first. */
export const ABOUT_SECTION_WEIGHT: Record<PageSection, number> = { docs: 1, page: 0.9, blog: 0.85, changelog: 0.85 };

/** The same for the page's keywords: one that is the query, or the share of the query they name. */
export function keywordBoost(keywords: string, query: string, segment: Segment = defaultSegmenter()): number {
  const q = normalise(query);
  const list = keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!q || !list.length) return 1;
  if (list.some((k) => normalise(k) === q)) return KEYWORD_IS_QUERY;
  return 1 + KEYWORD_WORDS * coverage(list.join(' '), queryParts(query, segment));
}

/** A page's title, headings and section applied to its Pagefind score (term frequency, headings). */
export interface PageRank {
  /** Multiplies the page's Pagefind score. */
  factor: number;
  /** The title is about the query: the page always comes in, whatever its tier, at full weight. */
  about: boolean;
}

export function pageRank(entry: PageEntry | undefined, query: string, segment?: Segment): PageRank {
  if (!entry) return { factor: 1, about: false };
  const [title, section, keywords, , , ...headings] = entry;
  const byTitle = titleBoost(title, query, segment);
  const about = byTitle > ABOUT_THE_QUERY;
  const boost = Math.max(byTitle, headingBoost(headings, query, segment), keywordBoost(keywords ?? '', query, segment));
  return { factor: boost * (about ? ABOUT_SECTION_WEIGHT[section] : SECTION_WEIGHT[section]), about };
}

export interface SearchOptions {
  filters?: PagefindFilters;
  /** Page id → [title, section] (PAGE_TITLES_FILE); without it, titles and sections do not affect ranking. */
  titles?: PageTable;
  plan?: QueryPlan;
  segment?: Segment;
}

/**
 * Finds the pages of the strictest tier and tops them up with looser tiers while there are
 * fewer than MIN_RESULTS pages (so the count stays the count of real matches); then orders
 * them all by rankScore, where the tier is one factor among title and section.
 */
export async function searchPages(pf: PagefindApi, query: string, options: SearchOptions = {}): Promise<EngineResult> {
  const { filters, titles } = options;
  const segment = options.segment ?? defaultSegmenter();
  const plan = options.plan ?? planQuery(query, segment);
  if (!plan.loose) return { query, tier: 'none', pages: [] };
  const loose = await run(pf, plan.loose, filters);
  if (loose.length === 0) return { query, tier: 'none', pages: [] };
  // When no indexed word starts with a query word, Pagefind silently searches a shorter
  // prefix of it ("qqxxzz" finds every "q"). Its fallback applies to the whole index, so
  // the best pages tell: if none of the first few has every word, nothing really matched.
  // (One is not enough: "3.6" also matches the 6 of alpha.68 in a page Pagefind ranks first.)
  const { words } = parseQuery(query);
  if (words.length) {
    const probes = loose.slice(0, FALLBACK_PROBES);
    // Titles and h2 headings are indexed text: when they have a word starting with each query
    // word, so does the index, Pagefind did not fall back, and no fragment is fetched to know it.
    const headed = titles ? headedText(titles) : '';
    let matched = headed !== '' && words.every((w) => containsWordStart(headed, w));
    for (const r of matched ? [] : probes) {
      const content = (await r.data()).content;
      if (typeof content !== 'string' || words.every((w) => containsWordStart(content, w))) {
        matched = true;
        break;
      }
    }
    if (!matched) return { query, tier: 'none', pages: [] };
  }
  const ranks = new Map<string, PageRank>();
  const rankOf = (id: string) => ranks.get(id) ?? ranks.set(id, pageRank(titles?.[id], query, segment)).get(id)!;
  // A page whose title is about the query is lowered less for having its words apart in the text.
  const score = (r: PagefindResult, tier: Tier) => r.score * rankOf(r.id).factor * (rankOf(r.id).about ? ABOUT_TIER_WEIGHT : TIER_WEIGHT)[tier];
  const pages: RankedPage[] = [];
  const seen = new Set<string>();
  for (const tier of plan.tiers) {
    if (pages.length >= MIN_RESULTS) break;
    const phraseRuns = await Promise.all(tier.phrases.map((p) => run(pf, p, filters)));
    const byId = phraseRuns.map((results) => new Map(results.map((r) => [r.id, r])));
    for (const r of loose) {
      if (seen.has(r.id)) continue;
      if (byId.some((m) => !m.has(r.id))) continue;
      // The loose search's data has every matching position (phrase searches report only
      // the first), so its excerpt and sub-results are the ones shown.
      seen.add(r.id);
      pages.push({ id: r.id, score: score(r, tier.name), tier: tier.name, data: () => r.data() });
    }
  }
  // Looser matches top up a short list; a page whose title is about the query always comes
  // in (the docs page 生命周期 API for 插件生命周期, which it never writes as one phrase).
  const topUp = pages.length < MIN_RESULTS;
  for (const r of loose) {
    if (seen.has(r.id) || (!topUp && !rankOf(r.id).about)) continue;
    pages.push({ id: r.id, score: score(r, 'loose'), tier: 'loose', data: () => r.data() });
  }
  // Pages come in tier order, strictest first, until they are sorted by score.
  const strictest = pages[0]?.tier ?? 'none';
  pages.sort((a, b) => b.score - a.score);
  return { query, tier: strictest, pages };
}
