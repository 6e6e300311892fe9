// The DocSearch modal (loaded on first open by src/islands/SearchModal.tsx). Local mode
// answers DocSearch's requests from the site's Pagefind index; hosted mode uses Algolia with
// the same contextual facet filters. Its CSS (DocSearch's modal styles themed with the dz-
// tokens) is a string in this chunk, added to the page when the modal mounts: a CSS import
// would be hoisted by Astro into every page's <head>, loading it before any interaction.
import modalCss from '../../styles/search.css?inline';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchHit } from '@docsearch/react';
import { t } from '../../lib/i18n';
import { contextualTags } from '../../lib/search/facets';
import { buildSearchParameters, searchPageUrl, siteUrlForHit, withResultCounts } from '../../lib/search/hosted';
import { createLocalSearch, ResultCounts } from '../../lib/search/local-client';
import { loadPagefind } from './pagefind-loader';
import type { SearchDialogProps } from './types';
import { HitWithoutLink, patchModalSemantics } from './modal-a11y';
import { translations } from './translations';
import { removeSearchShell } from '../../scripts/search-shell';

/** Pages shown in the modal per query (each downloads one small Pagefind fragment). */
const MODAL_PAGES = 6;


const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

const STYLE_ID = 'dz-search-modal-css';

// The styles go in as soon as this chunk runs, before the modal renders: DocSearch focuses
// its box while mounting, and an unstyled box sits at the end of <body>, so the browser
// would scroll the page behind the modal down to it.
if (typeof document !== 'undefined' && !document.getElementById(STYLE_ID)) {
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = modalCss;
  document.head.append(style);
}

export default function SearchDialog({ config, onClose, initialQuery }: SearchDialogProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (wrapperRef.current) patchModalSemantics(wrapperRef.current, t('SearchBar.label'));
  }, []);

  // DocSearch is on screen: the shell that stood in for it goes.
  useLayoutEffect(() => removeSearchShell(), []);
  const counts = useMemo(() => new ResultCounts(), []);

  const searchParameters = useMemo(() => {
    const language = meta('docsearch:language') ?? document.documentElement.lang;
    const tags = contextualTags(config.instances, meta('docsearch:docusaurus_tag'));
    return buildSearchParameters(config, { language, tags });
  }, [config]);

  const indexName = config.hosted && config.indexName ? config.indexName : 'dz-local';

  // DocSearch's own error screen never stays up (autocomplete resets the status to idle after
  // a failed request), so failures are tracked here and shown by the note added below.
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useCallback(
    <C extends { search: unknown }>(client: C): C => {
      const base = config.hosted
        ? (withResultCounts(client as never, counts) as unknown as { search: (args: never) => Promise<unknown> }).search
        : createLocalSearch({ load: () => loadPagefind(config.baseUrl, { excerptLength: 36 }), counts, maxPages: MODAL_PAGES, maxSubResults: 1 });
      const search = async (args: never) => {
        try {
          const response = await base(args);
          setFailed(false);
          return response;
        } catch (error) {
          if ((error as Error | undefined)?.name === 'RetryError') setFailed(true);
          throw error;
        }
      };
      return { ...client, search } as C;
    },
    [config, counts],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => (config.hosted ? items.map((item) => ({ ...item, url: siteUrlForHit(item.url, config.externalUrlRegex, config.baseUrl) })) : items),
    [config],
  );

  const ResultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      const count = counts.get(state.query) ?? Number(state.context.nbHits ?? 0);
      return (
        <a href={searchPageUrl(config.baseUrl, config.searchPagePath, state.query)} onClick={onClose}>
          {t('SearchBar.seeAll', { count })}
        </a>
      );
    },
    [config, counts, onClose],
  );

  // Local mode: start loading the index while the reader types the first characters.
  useEffect(() => {
    if (config.hosted) return;
    loadPagefind(config.baseUrl, { excerptLength: 36 })
      .then(({ pagefind }) => pagefind.filters?.())
      .catch(() => undefined); // a failure shows on the first query (error screen)
  }, [config]);

  // DocSearch 5 shows nothing under the search box when there is no recent search; the
  // reference shows "没有最近搜索". The note sits before the footer and is hidden by CSS
  // whenever DocSearch renders its dropdown.
  // The error note (shown while `failed`) is added the same way, styled as DocSearch's screen.
  useEffect(() => {
    const modal = wrapperRef.current?.querySelector('.DocSearch-Modal');
    const footer = modal?.querySelector(':scope > .DocSearch-Footer');
    if (!modal || !footer || modal.querySelector('.dz-search-norecent')) return;
    const note = document.createElement('div');
    note.className = 'dz-search-norecent';
    note.innerHTML = '<p class="DocSearch-Help"></p>';
    note.firstElementChild!.textContent = t('SearchModal.startScreen.noRecentSearchesText');
    const error = document.createElement('div');
    error.className = 'dz-search-error DocSearch-ErrorScreen';
    error.innerHTML =
      '<div class="DocSearch-Screen-Icon"><svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"></path></svg></div>' +
      '<p class="DocSearch-Title"></p><p class="DocSearch-Help"></p>';
    error.children[1]!.textContent = t('SearchModal.errorScreen.titleText');
    error.children[2]!.textContent = t('SearchModal.errorScreen.helpText');
    modal.insertBefore(note, footer);
    modal.insertBefore(error, footer);
  }, []);

  return createPortal(
    <div
      ref={wrapperRef}
      className={`dz-search-modal${config.hosted ? '' : ' dz-search-modal--local'}${failed ? ' dz-search-modal--failed' : ''}`}
      onInput={(event) => {
        if (!(event.target as HTMLInputElement).value) setFailed(false);
      }}
    >
      <DocSearchModal
        appId={config.hosted && config.appId ? config.appId : 'local'}
        apiKey={config.hosted && config.apiKey ? config.apiKey : 'local'}
        indices={[{ name: indexName, searchParameters }]}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        insights={false}
        maxResultsPerGroup={MODAL_PAGES * 2}
        translations={translations}
        placeholder={t('SearchModal.placeholder')}
        transformSearchClient={transformSearchClient as never}
        transformItems={transformItems}
        hitComponent={HitWithoutLink as never}
        resultsFooterComponent={ResultsFooter as never}
        getMissingResultsUrl={() => `${config.baseUrl}community/support`}
      />
    </div>,
    document.body,
  );
}
