// Hosted mode, search page: Algolia DocSearch records (one per heading or paragraph) grouped
// into the same page results as the local index gives, every string made safe.
import { siteUrlForHit } from './hosted';
import { highlightText, type Level, type PageResultView, type SubResultView } from './hits';
import { excerptText, safeHighlight } from './text';

export interface AlgoliaDocSearchHit {
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: string;
  hierarchy: Partial<Record<Level, string | null>>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Partial<Record<Level, { value: string }>>; content?: { value: string } };
  _snippetResult?: { content?: { value: string } };
}

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function deepest(hit: AlgoliaDocSearchHit): Level {
  return [...LEVELS].reverse().find((l) => hit.hierarchy[l]) ?? 'lvl0';
}

/** Highlighted attribute (Algolia marks matches with <mark>, as DocSearch requests) or the escaped text. */
function highlighted(value: { value: string } | undefined, text: string | null | undefined, query: string): string {
  return value?.value ? safeHighlight(value.value) : highlightText(text ?? '', query);
}

export function groupAlgoliaHits(hits: AlgoliaDocSearchHit[], query: string, externalUrlRegex?: string, baseUrl = '/'): PageResultView[] {
  const pages = new Map<string, PageResultView>();
  for (const hit of hits) {
    const url = siteUrlForHit(hit.url, externalUrlRegex, baseUrl);
    const hashAt = url.indexOf('#');
    const pageUrl = hashAt >= 0 ? url.slice(0, hashAt) : url;
    let page = pages.get(pageUrl);
    if (!page) {
      const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? pageUrl;
      page = {
        url: pageUrl,
        title: excerptText(title),
        titleHtml: highlighted(hit._highlightResult?.hierarchy?.lvl1, title, query),
        section: excerptText(hit.hierarchy.lvl0 ?? ''),
        excerptHtml: '',
        subResults: [],
      };
      pages.set(pageUrl, page);
    }
    const snippet = hit._snippetResult?.content?.value ? safeHighlight(hit._snippetResult.content.value) : '';
    const level = deepest(hit);
    if (hashAt >= 0 && level !== 'lvl0' && level !== 'lvl1') {
      const heading = hit.hierarchy[level] ?? '';
      const sub: SubResultView = {
        url,
        title: excerptText(heading),
        titleHtml: highlighted(hit._highlightResult?.hierarchy?.[level], heading, query),
        excerptHtml: snippet,
      };
      if (!page.subResults.some((s) => s.url === sub.url)) page.subResults.push(sub);
    } else if (!page.excerptHtml && snippet) {
      page.excerptHtml = snippet;
    }
  }
  return [...pages.values()];
}
