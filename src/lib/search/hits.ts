// Pagefind page data → what the reader sees: a page result (search page) and DocSearch hits
// (modal). DocSearch injects hierarchy, content, snippet and highlight strings as HTML, so
// every string here is escaped; excerpts keep only <mark>.
import type { PageEntry } from './engine';
import type { PagefindData, PagefindSubResult } from './pagefind';
import { parseQuery } from './query';
import { cleanExcerpt } from './excerpt';
import { cleanUrl } from '../urls';
import { escapeHtml, excerptText, stripZwsp } from './text';

/**
 * Section (DocSearch lvl0) of a page without `data-pagefind-meta="section:…"`. Docs pages and
 * posts carry the section their instance declares in the site config, so only the site's
 * other pages (home, showcase, versions…) come here.
 */
export const OTHER_SECTION = '页面';

/** Heading text without the "#" of the heading anchor link. */
const headingText = (text: string) =>
  stripZwsp(text)
    .replace(/\s*#\s*$/, '')
    .trim();

/**
 * Removes highlights that are single Han characters not asked for on their own (the loose
 * search matches every character of 侧边栏 wherever it is; only the whole word is useful).
 */
export function pruneMarks(html: string, query: string): string {
  const { hanRuns: runs } = parseQuery(query);
  const single = new Set(runs.filter((r) => [...r].length === 1));
  return html.replace(/<mark>([^<]*)<\/mark>/g, (m, inner: string) =>
    [...inner].length === 1 && /\p{Script=Han}/u.test(inner) && !single.has(inner) ? inner : m,
  );
}

/** Escaped text with the query's words and Han runs wrapped in <mark>. */
export function highlightText(text: string, query: string): string {
  const { words, hanRuns: runs } = parseQuery(query);
  const needles = [...runs, ...words].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
  const plain = stripZwsp(text);
  if (!needles.length) return escapeHtml(plain);
  const lower = plain.toLowerCase();
  const marks = new Array<boolean>(plain.length).fill(false);
  for (const n of needles) {
    let at = lower.indexOf(n);
    while (at >= 0) {
      marks.fill(true, at, at + n.length);
      at = lower.indexOf(n, at + n.length);
    }
  }
  let out = '';
  let open = false;
  for (let i = 0; i < plain.length; i++) {
    if (marks[i] && !open) out += '<mark>';
    if (!marks[i] && open) out += '</mark>';
    open = marks[i]!;
    out += escapeHtml(plain[i]!);
  }
  return open ? `${out}</mark>` : out;
}

export interface SubResultView {
  url: string;
  /** Heading text (plain). */
  title: string;
  /** Escaped heading with the query highlighted. */
  titleHtml: string;
  /** Safe excerpt HTML (only <mark>). */
  excerptHtml: string;
}

export interface PageResultView {
  url: string;
  title: string;
  titleHtml: string;
  section: string;
  excerptHtml: string;
  subResults: SubResultView[];
}

/** Sub-results worth showing: under a heading, best first (contains the query, more matches), then in page order. */
export function pickSubResults(subs: PagefindSubResult[], query: string, max: number): PagefindSubResult[] {
  const { words, hanRuns: runs } = parseQuery(query);
  const needles = [...runs, ...words];
  return subs
    .flatMap((s, index) => {
      if (!s.anchor || !/^h[1-6]$/i.test(s.anchor.element)) return [];
      const text = `${headingText(s.title)} ${excerptText(s.excerpt)}`.toLowerCase();
      const whole = needles.filter((n) => text.includes(n)).length;
      return [{ s, index, score: whole * 100 + (s.locations?.length ?? 0) }];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.s);
}

/** A page's URL, title and section as shown, from its fragment or its page-table entry alike. */
function pageHead(rawUrl: string, rawTitle: string | undefined, rawSection: string | undefined) {
  const url = cleanUrl(rawUrl);
  const title = stripZwsp(rawTitle ?? '').trim() || url;
  return { url, title, section: stripZwsp(rawSection ?? '').trim() || OTHER_SECTION };
}

/**
 * A page of results before its fragment has arrived: title and section from the page table,
 * no excerpt and no headings. The modal lists these at once and fills them in when the
 * fragments land (see local-client.ts).
 */
export function pageResultFromEntry(entry: PageEntry, query: string): PageResultView {
  const [rawTitle, , , rawUrl, label] = entry;
  const { url, title, section } = pageHead(rawUrl, rawTitle, label);
  return { url, title, titleHtml: highlightText(title, query), section, excerptHtml: '', subResults: [] };
}

/** One page of results, everything escaped. */
export function toPageResult(data: PagefindData, query: string, maxSubResults = 3): PageResultView {
  const { url, title, section } = pageHead(data.url, data.meta.title, data.meta.section);
  const subResults = pickSubResults(data.sub_results ?? [], query, maxSubResults).map((s) => {
    const heading = headingText(s.anchor?.text ?? s.title);
    return {
      url: cleanUrl(s.url),
      title: heading,
      titleHtml: highlightText(heading, query),
      excerptHtml: pruneMarks(cleanExcerpt(s.excerpt, { heading, content: data.content }), query),
    };
  });
  const excerptHtml = pruneMarks(cleanExcerpt(data.excerpt, { heading: title, content: data.content }), query);
  return { url, title, titleHtml: highlightText(title, query), section, excerptHtml, subResults };
}

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
interface Attribute {
  value: string;
  matchLevel: 'full' | 'none' | 'partial';
  matchedWords: string[];
}

/** The fields of a DocSearch hit that the modal reads. */
export interface LocalHit {
  objectID: string;
  type: 'lvl1' | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<Level, string | null> & { lvl0: string; lvl1: string };
  _highlightResult: { hierarchy: Partial<Record<Level, Attribute>>; content?: Attribute };
  _snippetResult: { hierarchy: Partial<Record<Level, Attribute>>; content?: Attribute };
}

const attr = (value: string): Attribute => ({ value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: [] });

/**
 * DocSearch hits for one page: the page (lvl1) and one content hit per picked sub-result
 * (hierarchy lvl0 = section, lvl1 = page title, lvl2 = heading; content = excerpt).
 */
export function toDocSearchHits(page: PageResultView): LocalHit[] {
  const lvl0 = escapeHtml(page.section);
  const lvl1 = escapeHtml(page.title);
  const empty = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const hits: LocalHit[] = [
    {
      objectID: page.url,
      type: 'lvl1',
      url: page.url,
      url_without_anchor: page.url,
      anchor: null,
      content: null,
      hierarchy: { lvl0, lvl1, ...empty },
      _highlightResult: { hierarchy: { lvl0: attr(lvl0), lvl1: attr(page.titleHtml) } },
      _snippetResult: { hierarchy: { lvl0: attr(lvl0), lvl1: attr(page.titleHtml) }, content: attr(page.excerptHtml) },
    },
  ];
  for (const sub of page.subResults) {
    const hashAt = sub.url.indexOf('#');
    const lvl2 = escapeHtml(sub.title);
    const content = sub.excerptHtml || sub.titleHtml;
    hits.push({
      objectID: sub.url,
      type: 'content',
      url: sub.url,
      url_without_anchor: hashAt >= 0 ? sub.url.slice(0, hashAt) : sub.url,
      anchor: hashAt >= 0 ? sub.url.slice(hashAt + 1) : null,
      content,
      hierarchy: { lvl0, lvl1, ...empty, lvl2 },
      _highlightResult: { hierarchy: { lvl0: attr(lvl0), lvl1: attr(lvl1), lvl2: attr(sub.titleHtml) }, content: attr(content) },
      _snippetResult: { hierarchy: { lvl0: attr(lvl0), lvl1: attr(lvl1), lvl2: attr(sub.titleHtml) }, content: attr(content) },
    });
  }
  return hits;
}
