// The search modal's shell: shown by the first-touch layer the moment the reader clicks the
// search button or presses Ctrl/Cmd+K or "/", before React, DocSearch and Pagefind arrive
// (they take seconds on a slow phone). It has the modal's frame and a focused search box, so
// typing starts at once; the SearchModal island opens DocSearch with what was typed and then
// removes the shell. Escape or a click on the backdrop closes it, and the pending open is
// cancelled (the island, once live, then does not open the modal).
let shell: HTMLElement | null = null;
let cancelled = false;
let errorText = '';

// The modal's code failed to load and the page is not reloading for it (offline, or a reload
// was already tried): the shell says so instead of waiting forever. The chrome's reload
// handler runs first and cancels the event when it reloads.
const CHUNK_ERRORS = ['astro:hydration-error', 'dz:chunk-error'] as const;
const onChunkError = (event: Event) => {
  if (!event.defaultPrevented) failSearchShell();
};

/** Shows the search error (no connection) in the open shell; the box stays, Enter still works. */
export function failSearchShell(): void {
  const status = shell?.querySelector<HTMLElement>('.dz-search-shell__status');
  if (!status) return;
  shell!.classList.add('dz-search-shell--error');
  status.textContent = errorText;
}

export function openSearchShell(trigger: HTMLElement | null): void {
  if (shell?.isConnected) return;
  cancelled = false;
  const label = trigger?.getAttribute('aria-label') ?? '';
  shell = document.createElement('div');
  shell.className = 'dz-search-shell';
  shell.setAttribute('role', 'dialog');
  shell.setAttribute('aria-modal', 'true');
  shell.setAttribute('aria-label', label);
  shell.innerHTML =
    '<div class="dz-search-shell__box"><form class="dz-search-shell__form" role="search"><input type="search" class="dz-search-shell__input" autocomplete="off" spellcheck="false" enterkeyhint="search"></form><div class="dz-search-shell__status" role="status"></div></div>';
  const input = shell.querySelector('input')!;
  input.setAttribute('aria-label', label);
  input.placeholder = trigger?.dataset.placeholder ?? label;
  shell.querySelector<HTMLElement>('.dz-search-shell__status')!.textContent = trigger?.dataset.loading ?? '';
  errorText = trigger?.dataset.error ?? '';
  for (const type of CHUNK_ERRORS) addEventListener(type, onChunkError);
  // Enter before the modal is ready opens the first row when there is one (as DocSearch opens
  // its first hit), else goes to the search page with the query (works offline too).
  shell.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    const first = shell?.querySelector<HTMLElement>('.dz-search-shell__hit');
    if (first) return first.click();
    const href = trigger?.getAttribute('href');
    if (href) location.assign(`${href}${href.includes('?') ? '&' : '?'}q=${encodeURIComponent(input.value)}`);
  });
  shell.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(trigger);
  });
  shell.addEventListener('click', (event) => {
    if (event.target === shell) close(trigger);
    // A first row was followed: the modal is not wanted any more.
    else if ((event.target as Element).closest('a')) close(null);
  });
  document.body.append(shell);
  input.focus({ preventScroll: true });
  // Local search: the index loads beside the modal's code, not after it, and the page table
  // before both, so the shell lists the pages whose titles name the query meanwhile.
  const index = trigger?.dataset.localIndex;
  if (index !== undefined) {
    const shown = shell;
    import('./search-shell-rows').then((rows) => rows.startShellSearch(shown, input, index)).catch(() => undefined); // a failure shows on the first query
  }
}

function close(trigger: HTMLElement | null) {
  cancelled = true;
  removeSearchShell();
  trigger?.focus({ preventScroll: true });
}

/** For the island about to open DocSearch: false if the reader closed the shell meanwhile. */
export function takeSearchShell(): boolean {
  const wanted = !cancelled;
  cancelled = false;
  return wanted;
}

/**
 * What the shell's box holds now, or null without a shell. The dialog reads it as it first
 * renders, not when the island opens it: the reader may go on typing while its code loads.
 */
export function searchShellQuery(): string | null {
  return shell?.querySelector('input')?.value ?? null;
}

export function removeSearchShell(): void {
  for (const type of CHUNK_ERRORS) removeEventListener(type, onChunkError);
  shell?.remove();
  shell = null;
}
