// Navbar search: a link to the search page (works without JavaScript) that, once the island
// is live, opens the DocSearch modal. The island itself is tiny; the modal, its CSS and the
// search client load on first open (click, Ctrl/Cmd+K, or "/" outside inputs).
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ClientSearchConfig } from '../lib/search/config';
import { searchShortcut } from '../lib/search/shortcut';
import type { SearchDialogProps } from './search/SearchDialog';
import { withBoundary } from './withBoundary';
import { failSearchShell, openSearchShell, takeSearchShell } from '../scripts/search-shell';
import { t } from '../lib/i18n';

/** If the modal's code cannot be loaded: a new deploy reloads the page once; after that the
 * search page still works. Offline, going there would end on the browser's error page, so
 * the shell stays with the search error instead. */
function SearchPageFallback({ config, onClose }: SearchDialogProps) {
  useEffect(() => {
    if (navigator.onLine) return window.location.assign(`${config.baseUrl}${config.searchPagePath}`);
    onClose();
    openSearchShell(document.querySelector<HTMLElement>('[data-dz-search]'));
    failSearchShell();
  }, [config, onClose]);
  return null;
}

let dialogModule: Promise<{ default: ComponentType<SearchDialogProps> }> | undefined;
/** The modal's code, fetched once: when the island wakes (the reader is reaching for search) or on open. */
const loadDialog = () =>
  (dialogModule ??= import('./search/SearchDialog').catch((error: unknown) => {
    // chrome.ts reloads the page once (cancelling the event when it does).
    const reloading = !dispatchEvent(new CustomEvent('dz:chunk-error', { detail: error, cancelable: true }));
    return { default: reloading ? () => null : SearchPageFallback };
  }));
const SearchDialog = lazy(loadDialog);

interface Props {
  href: string;
  label: string;
  config: ClientSearchConfig;
}

// Shortcuts are handled by a listener registered when this module runs, before React
// hydrates: the `client:interaction` directive replays the key that woke the island shortly
// after hydration, possibly before the island's effects run, so a shortcut that arrives
// while no live island is mounted is kept and honoured on mount. After a client-side route
// change the old island is detached and the new one takes over the same way.
interface Live {
  connected: () => boolean;
  onKeyDown: (event: KeyboardEvent) => void;
}
let live: Live | null = null;
let pendingOpen = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (event) => {
    if (live?.connected()) live.onKeyDown(event);
    else if (searchShortcut(event)) pendingOpen = true;
  });
}

function SearchModal({ href, label, config }: Props) {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  // The first-touch layer may have shown the modal's shell already: open (the dialog takes
  // what was typed there), or not at all if the reader closed it meanwhile.
  const onOpen = useCallback(() => {
    if (takeSearchShell()) setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  // A plain click or Enter opens the modal; with a modifier the link does what links do.
  const openOn = (event: React.MouseEvent | React.KeyboardEvent, press: boolean) => {
    if (!press || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };

  useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setMac(/Mac|iPhone|iPad|iPod/i.test(nav.userAgentData?.platform || nav.userAgent));
    const self: Live = {
      connected: () => Boolean(buttonRef.current?.isConnected),
      onKeyDown: (event) => {
        const isOpen = openRef.current;
        if (isOpen && (event.key === 'Escape' || event.code === 'Escape')) {
          event.preventDefault();
          onClose();
        } else if (searchShortcut(event)) {
          event.preventDefault();
          // Ctrl/Cmd+K toggles; "/" only opens. A replayed (untrusted) key only opens: after a
          // route change the original key was already kept as pendingOpen.
          if (!isOpen) onOpen();
          else if (event.key !== '/' && event.isTrusted) onClose();
        }
      },
    };
    live = self;
    void loadDialog();
    if (pendingOpen) {
      pendingOpen = false;
      onOpen();
    }
    return () => {
      if (live === self) live = null;
    };
  }, [onOpen, onClose]);

  return (
    <>
      <a
        ref={buttonRef}
        className="dz-search-button dz-navbar__item dz-navbar__item--keep"
        href={href}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K /"
        data-dz-search
        data-local-index={config.hosted ? undefined : config.baseUrl}
        data-placeholder={t('SearchModal.placeholder')}
        data-loading={t('SearchModal.loading')}
        data-error={`${t('SearchModal.errorScreen.titleText')}。${t('SearchModal.errorScreen.helpText')}`}
        onClick={(event) => openOn(event, !event.button)}
        // Also answers an Enter that the directive replays after hydration (a synthetic key
        // press does not follow a link).
        onKeyDown={(event) => openOn(event, event.key === 'Enter')}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="2"
          />
        </svg>
        <span className="dz-search-button__label">{label}</span>
        {/* The shortcut is a hint, not part of the name (aria-keyshortcuts says it): drawn by
            CSS from data-key, so the visible text is the label alone, as speech input expects. */}
        <span className="dz-search-button__keys" aria-hidden="true">
          <kbd data-key={mac ? '⌘' : 'Ctrl'} />
          <kbd data-key="K" />
        </span>
      </a>
      {open && (
        <Suspense fallback={<div className="dz-search-loading" role="status" aria-label={label} />}>
          <SearchDialog config={config} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}

export default withBoundary(SearchModal);
