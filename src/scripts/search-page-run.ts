// The search page's engine (/search?q=…), loaded by search-page.ts once there is a query or
// the reader focuses the input: the input drives the URL (replaceState) and the results,
// grouped by page with highlighted excerpts and the sections of the page that match.
// Local mode reads the site's Pagefind index; hosted mode asks Algolia with the same
// contextual filters (its client loads only then).
import { t } from '../lib/i18n';
import { searchPages, type RankedPage } from '../lib/search/engine';
import { contextualTags, facetFiltersToPagefind } from '../lib/search/facets';
import { buildSearchParameters } from '../lib/search/hosted';
import { toPageResult, type PageResultView } from '../lib/search/hits';
import type { ClientSearchConfig } from '../islands/search/types';
import { loadPagefind } from '../islands/search/pagefind-loader';
import { groupAlgoliaHits } from '../lib/search/algolia-page';
import { escapeHtml } from '../lib/search/text';

const PAGE_SIZE = 10;

/** Wires the page up; the input already holds the query (from the URL or typed meanwhile). */
export function init(root: HTMLElement) {
  const config = JSON.parse(root.dataset.config ?? '{}') as ClientSearchConfig;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  const title = root.querySelector<HTMLElement>('[data-dz-search-title]')!;
  const status = root.querySelector<HTMLElement>('[data-dz-search-status]')!;
  const list = root.querySelector<HTMLElement>('[data-dz-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-dz-search-more]')!;
  const siteTitle = document.title.replace(/^.*\| /, '');
  const language = document.documentElement.lang;
  const tags = contextualTags(config.instances, undefined);
  const searchParameters = buildSearchParameters(config, { language, tags });
  const filters = facetFiltersToPagefind(searchParameters.facetFilters);

  let generation = 0;
  let pending: { query: string; next: () => Promise<PageResultView[]>; done: () => boolean } | null = null;

  const setTitle = (query: string) => {
    const text = query ? t('SearchPage.existingResultsTitle', { query }) : t('SearchPage.emptyResultsTitle');
    title.textContent = text;
    document.title = `${text} | ${siteTitle}`;
  };

  const render = (pages: PageResultView[]) => {
    for (const page of pages) {
      const article = document.createElement('article');
      article.className = 'dz-search-result';
      article.innerHTML =
        `<h2 class="dz-search-result__title"><a href="${escapeHtml(page.url)}">${page.titleHtml}</a></h2>` +
        `<p class="dz-search-result__path">${escapeHtml(page.section)}</p>` +
        (page.excerptHtml ? `<p class="dz-search-result__excerpt">${page.excerptHtml}</p>` : '') +
        (page.subResults.length
          ? `<ul class="dz-search-result__subs">${page.subResults
              .map((s) => `<li><a href="${escapeHtml(s.url)}">${s.titleHtml}</a>${s.excerptHtml ? `<p>${s.excerptHtml}</p>` : ''}</li>`)
              .join('')}</ul>`
          : '');
      list.append(article);
    }
  };

  const showMore = async (gen: number) => {
    if (!pending) return;
    more.disabled = true;
    const pages = await pending.next();
    if (gen !== generation) return;
    render(pages);
    more.disabled = false;
    more.hidden = pending.done();
  };

  const run = async (query: string) => {
    const gen = ++generation;
    setTitle(query);
    list.replaceChildren();
    more.hidden = true;
    pending = null;
    if (!query.trim()) {
      status.textContent = '';
      return;
    }
    status.textContent = t('SearchPage.fetchingNewResults');
    try {
      const result = config.hosted ? await hostedSearch(config, searchParameters, query) : await localSearch(config, filters, query);
      if (gen !== generation) return;
      pending = { query, next: result.next, done: result.done };
      // The count shows together with the first results.
      await showMore(gen);
      if (gen !== generation) return;
      status.textContent = result.count ? t('SearchPage.documentsFound.plurals', { count: result.count }) : t('SearchPage.noResultsText');
    } catch (error) {
      if (gen !== generation) return;
      console.error(error);
      status.innerHTML = `<strong>${escapeHtml(t('SearchModal.errorScreen.titleText'))}</strong> ${escapeHtml(t('SearchModal.errorScreen.helpText'))}`;
    }
  };

  const syncUrl = (query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) history.replaceState(history.state, '', url);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    const query = input.value;
    syncUrl(query);
    clearTimeout(timer);
    timer = setTimeout(() => void run(query), 120);
  });
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value);
  });
  more.addEventListener('click', () => void showMore(generation));
  // Text typed while this module loaded has not reached the URL yet.
  syncUrl(input.value);
  void run(input.value);
}

interface Paged {
  count: number;
  next: () => Promise<PageResultView[]>;
  done: () => boolean;
}

async function localSearch(config: ClientSearchConfig, filters: ReturnType<typeof facetFiltersToPagefind>, query: string): Promise<Paged> {
  const { pagefind, titles } = await loadPagefind(config.baseUrl, { excerptLength: 60 });
  const found = await searchPages(pagefind, query, titles ? { filters, titles } : { filters });
  let offset = 0;
  const slice = async (pages: RankedPage[]) => (await Promise.all(pages.map((p) => p.data()))).map((d) => toPageResult(d, query, 3));
  return {
    count: found.pages.length,
    next: async () => {
      const pages = found.pages.slice(offset, offset + PAGE_SIZE);
      offset += PAGE_SIZE;
      return slice(pages);
    },
    done: () => offset >= found.pages.length,
  };
}

async function hostedSearch(config: ClientSearchConfig, searchParameters: Record<string, unknown>, query: string): Promise<Paged> {
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(config.appId!, config.apiKey!);
  let page = 0;
  let nbPages = 1;
  const fetchPage = async () => {
    const request = {
      indexName: config.indexName!,
      query,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      attributesToSnippet: ['content:30'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      ...searchParameters,
      hitsPerPage: 20,
      page,
    };
    const { results } = await client.search({ requests: [request] });
    const result = results[0] as { hits: unknown[]; nbHits: number; nbPages: number };
    nbPages = result.nbPages;
    page += 1;
    return result;
  };
  const first = await fetchPage();
  let buffered: typeof first | null = first;
  return {
    count: first.nbHits,
    next: async () => {
      const result = buffered ?? (await fetchPage());
      buffered = null;
      return groupAlgoliaHits(result.hits as never, query, config.externalUrlRegex, config.baseUrl);
    },
    done: () => !buffered && page >= nbPages,
  };
}
