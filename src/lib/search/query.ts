// Reader's query → the Pagefind queries that find it in an index of single Han characters
// (see text.ts). Three tiers, strictest first; the adapter uses the first one with results:
//   exact  — every Han run must appear as written (one exact-phrase search per run);
//   words  — each run split into words (Intl.Segmenter), every word of 2+ characters must
//            appear as written;
//   loose  — every character and word must appear somewhere in the page.
import { HAN } from './text';

export interface ParsedQuery {
  /** Normalised query text (lower case, single spaces). */
  text: string;
  /** Non-Han words (Latin, digits, symbols like @docusaurus/core). */
  words: string[];
  /** Runs of consecutive Han characters. */
  hanRuns: string[];
}

const HAN_RUN = /\p{Script=Han}+/gu;

/** Splits a query into Han runs and other words. Punctuation other than word joiners is dropped. */
export function parseQuery(raw: string): ParsedQuery {
  const text = raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const hanRuns = text.match(HAN_RUN) ?? [];
  const words = text
    .replace(HAN_RUN, ' ')
    .split(' ')
    .map((w) => w.replace(/^[^\p{L}\p{N}@._/-]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length > 0);
  return { text, words, hanRuns };
}

/** A Han run as Pagefind terms: one character per term. */
export const spaced = (run: string): string => [...run].join(' ');

/** Query for the loose tier: every word and every Han character. */
export function looseQuery(q: ParsedQuery): string {
  return [...q.words, ...q.hanRuns.map(spaced)].join(' ').trim();
}

/** Exact-phrase Pagefind queries for runs of 2+ characters. */
export function phraseQueries(runs: string[]): string[] {
  return [...new Set(runs.filter((r) => [...r].length > 1))].map((r) => `"${spaced(r)}"`);
}

export type Segment = (text: string) => string[];

/** Texts whose segmentation is kept per segmenter (a query is segmented once per page ranked). */
const SEGMENT_CACHE = 64;
const segmenters = new Map<string, Segment>();

/**
 * Word segmentation of a Han run; falls back to the whole run where Intl.Segmenter is missing.
 * One segmenter per locale for the page's life: building one loads ICU's word dictionary,
 * about 150 ms of a slow phone's CPU, which a segmenter per query paid every time.
 */
export function defaultSegmenter(locale = 'zh-CN'): Segment {
  const known = segmenters.get(locale);
  if (known) return known;
  const Seg = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Seg) return (text) => [text];
  const segmenter = new Seg(locale, { granularity: 'word' });
  const done = new Map<string, string[]>();
  const segment: Segment = (text) => {
    let words = done.get(text);
    if (!words) {
      words = [...segmenter.segment(text)].filter((s) => s.isWordLike !== false && HAN.test(s.segment)).map((s) => s.segment);
      if (done.size >= SEGMENT_CACHE) done.delete(done.keys().next().value!);
      done.set(text, words);
    }
    return [...words];
  };
  segmenters.set(locale, segment);
  return segment;
}

export interface QueryPlan {
  /** The loose query (all terms), run once; its results are the candidate set. */
  loose: string;
  /** Phrase queries a candidate must match, per tier. Empty tiers are skipped. */
  tiers: { name: 'exact' | 'words'; phrases: string[] }[];
}

/** Builds the searches for one query. An empty query gives an empty loose query. */
export function planQuery(raw: string, segment: Segment = defaultSegmenter()): QueryPlan {
  const q = parseQuery(raw);
  const loose = looseQuery(q);
  const exact = phraseQueries(q.hanRuns);
  const words = phraseQueries(q.hanRuns.flatMap((run) => segment(run)));
  const tiers: QueryPlan['tiers'] = [];
  if (exact.length) tiers.push({ name: 'exact', phrases: exact });
  if (words.length && words.join() !== exact.join()) tiers.push({ name: 'words', phrases: words });
  return { loose, tiers };
}
