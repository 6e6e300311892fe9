// Accessibility fixes around DocSearch's modal markup (see the axe tests in e2e/a11y.spec.ts).
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';

/**
 * A hit without a link of its own. DocSearch puts an <a> inside each role="option", which
 * makes the option an interactive element with an interactive child (axe nested-interactive);
 * here the option is the only control: Enter goes through DocSearch's navigator, a click lands
 * here. Ctrl / ⌘ / Shift-click and middle click open the page in a new tab, as a link would.
 */
export function HitWithoutLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const open = (event: ReactMouseEvent) => {
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) window.open(hit.url, '_blank', 'noopener');
    else window.location.assign(hit.url);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a hit is an option of DocSearch's listbox, which handles Enter and the arrows itself
    <div className="dz-search-hit" data-href={hit.url} onClick={open} onAuxClick={(event) => event.button === 1 && open(event)}>
      {children}
    </div>
  );
}

/**
 * DocSearch's modal root is a `role="button"` (it closes on an outside click) holding the whole
 * dialog, and its search bar and footer are <header> / <footer>: a second banner and
 * contentinfo landmark on the page. The root becomes the modal dialog it is; the bar and the
 * footer lose their landmark roles. React leaves these attributes alone afterwards (their
 * props never change).
 */
export function patchModalSemantics(wrapper: HTMLElement, label: string) {
  const root = wrapper.querySelector<HTMLElement>('.DocSearch-Container');
  if (root) {
    for (const name of [...root.getAttributeNames()]) if (name.startsWith('aria-') || name === 'tabindex') root.removeAttribute(name);
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', label);
  }
  for (const el of wrapper.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer')) el.setAttribute('role', 'none');
}
