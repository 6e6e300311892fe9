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
import { loadModalIndex, MODAL_EXCERPT_PAGES, MODAL_PAGES, warmModalSearch } from '../../lib/search/modal-search';
import { pageTables, pageTableUrl } from '../../lib/search/page-table';
import type { ClientSearchConfig } from '../../lib/search/config';
import { askAgain } from './ask-again';
import { HitWithoutLink, patchModalSemantics } from './modal-a11y';
import { ExtraScreens } from './screens';
import { translations } from './translations';
import { removeSearchShell, searchShellQuery } from '../../scripts/search-shell';
import { addScriptStyles } from '../../scripts/script-styles';

export interface SearchDialogProps {
  config: ClientSearchConfig;
  onClose: () => void;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

// The styles go in as soon as this chunk runs, before the modal renders: DocSearch focuses
// its box while mounting, and an unstyled box sits at the end of <body>, so the browser
// would scroll the page behind the modal down to it.
if (typeof document !== 'undefined') addScriptStyles('dz-search-modal-css', modalCss);

export default function SearchDialog({ config, onClose }: SearchDialogProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);

  // Where ExtraScreens render: a box placed before DocSearch's footer (a portal appends to
  // its container, and the footer must stay last).
  const [screens, setScreens] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!wrapperRef.current) return;
    patchModalSemantics(wrapperRef.current, t('SearchBar.label'));
    const footer = wrapperRef.current.querySelector('.DocSearch-Modal > .DocSearch-Footer');
    if (!footer) return;
    const box = document.createElement('div');
    box.className = 'dz-search-screens';
    footer.before(box);
    setScreens(box);
    return () => box.remove();
  }, []);

  // DocSearch starts from what the first-touch shell holds (text typed while this code loaded
  // is kept; empty without a shell). Read at render, and again at commit: this render can be
  // time-sliced (it follows a lazy chunk), so the reader may type between the two. The shell
  // goes in the layout effect and DocSearch's box takes the focus; text that arrived meanwhile
  // is put into the box as if typed there (DocSearch's own input handler runs the query).
  const [startQuery] = useState(() => searchShellQuery() ?? '');
  useLayoutEffect(() => {
    const latest = searchShellQuery();
    removeSearchShell();
    const input = wrapperRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    input.focus({ preventScroll: true });
    if (latest === null || latest === startQuery) return;
    // Not now: this commit still has a re-render queued (the screens' box above), which puts
    // DocSearch's own query back into its controlled box. Right after it, in a task of its own;
    // keys the reader pressed in DocSearch's box meanwhile stay after the shell's text.
    setTimeout(() => {
      if (!input.isConnected || !input.value.startsWith(startQuery)) return;
      const value = latest + input.value.slice(startQuery.length);
      // The native setter, so that React's change tracking sees the new value.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, 0);
  }, [startQuery]);
  const counts = useMemo(() => new ResultCounts(), []);
  // Local answers may come with titles first; once the excerpts are in, the query runs again.
  const composing = useRef(false);
  const onRefined = useCallback(
    (query: string) => askAgain(wrapperRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input'), query, composing.current),
    [],
  );

  const searchParameters = useMemo(() => {
    const language = meta('docsearch:language') ?? document.documentElement.lang;
    const tags = contextualTags(config.instances, meta('docsearch:docusaurus_tag'));
    return buildSearchParameters(config, { language, tags });
  }, [config]);

  // Failed requests show ExtraScreens' error screen (DocSearch's own does not stay up).
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useCallback(
    <C extends { search: unknown }>(client: C): C => {
      const base = config.hosted
        ? (withResultCounts(client as never, counts) as unknown as { search: (args: never) => Promise<unknown> }).search
        : createLocalSearch({
            load: () => loadModalIndex(config.baseUrl),
            counts,
            maxPages: MODAL_PAGES,
            excerptPages: MODAL_EXCERPT_PAGES,
            maxSubResults: 1,
            onRefined,
            tableNow: () => pageTables.now(pageTableUrl(config.baseUrl)),
          });
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
    [config, counts, onRefined],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      config.hosted ? items.map((item) => ({ ...item, url: siteUrlForHit(item.url, config.externalUrlRegex, config.baseUrl) })) : items,
    [config],
  );

  const ResultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => {
      // Local rows from the page table (the index still loading) have no count yet.
      const count = counts.get(state.query) ?? (config.hosted ? Number(state.context.nbHits ?? 0) : undefined);
      return (
        <a href={searchPageUrl(config.baseUrl, config.searchPagePath, state.query)} onClick={onClose}>
          {count === undefined ? t('SearchBar.seeAllUncounted') : t('SearchBar.seeAll', { count })}
        </a>
      );
    },
    [config, counts, onClose],
  );

  // Local mode: the shell started loading the index when it opened (a modal opened another
  // way, such as after a route change, starts here).
  useEffect(() => {
    if (!config.hosted) warmModalSearch(config.baseUrl).catch(() => undefined); // a failure shows on the first query
  }, [config]);

  return createPortal(
    <div
      ref={wrapperRef}
      className={`dz-search-modal${config.hosted ? '' : ' dz-search-modal--local'}${failed ? ' dz-search-modal--failed' : ''}`}
      onInput={(event) => {
        if (!(event.target as HTMLInputElement).value) setFailed(false);
      }}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={() => (composing.current = false)}
    >
      <DocSearchModal
        appId={config.hosted && config.appId ? config.appId : 'local'}
        apiKey={config.hosted && config.apiKey ? config.apiKey : 'local'}
        indices={[{ name: config.hosted && config.indexName ? config.indexName : 'dz-local', searchParameters }]}
        initialScrollY={window.scrollY}
        initialQuery={startQuery}
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
      {screens && createPortal(<ExtraScreens failed={failed} />, screens)}
    </div>,
    document.body,
  );
}
