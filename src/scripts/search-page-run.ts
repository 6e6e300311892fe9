// The search page's engine (/search?q=…), loaded by search-page.ts once there is a query or
// the reader types: the input drives the URL (replaceState) and the results,
// grouped by page with highlighted excerpts and the sections of the page that match.
// Local mode reads the site's Pagefind index; hosted mode asks Algolia with the same
// contextual filters (its client loads only then).
import { t } from '../lib/i18n';
import { contextualTags, facetFiltersToPagefind } from '../lib/search/facets';
import { buildSearchParameters } from '../lib/search/hosted';
import type { PageResultView } from '../lib/search/hits';
import type { ClientSearchConfig } from '../lib/search/config';
import { escapeHtml } from '../lib/search/text';
import { hostedSearch, localSearch, type Paged } from './search-page-sources';

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
  let pending: Paged | null = null;

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
      pending = result;
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
