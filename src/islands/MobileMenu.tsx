// Hamburger of the mobile navbar (≤ 996 px). The side panel itself is static HTML; this
// island opens and closes it, locks body scroll, switches between the primary menu and the
// docs sidebar, and closes on history back and when the viewport becomes desktop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import { withBoundary } from './withBoundary';

const DESKTOP = '(min-width: 997px)';

function MobileMenu({ hasSecondary }: { hasSecondary: boolean }) {
  const [open, setOpen] = useState(false);
  const pushed = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = () => document.getElementById('dz-mobile-panel');

  const close = useCallback((fromHistory = false) => {
    setOpen(false);
    if (pushed.current && !fromHistory) history.back();
    pushed.current = false;
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const el = panel();
    root.classList.toggle('dz-mobile-open', open);
    if (!el) return;
    el.hidden = !open;
    if (!open) return;
    // The secondary menu is a copy of the page's sidebar, made on first open so the HTML
    // does not carry the sidebar twice.
    const target = el.querySelector<HTMLElement>('[data-dz-secondary-from]');
    if (target && !target.childElementCount) {
      const source = document.querySelector(target.dataset.dzSecondaryFrom!);
      const list = source?.querySelector(':scope > ul');
      if (list) target.append(list.cloneNode(true));
    }
    el.classList.toggle('dz-mobile-panel--secondary', hasSecondary);
    // Back navigation closes the menu instead of leaving the page.
    history.pushState({ dzMobileMenu: true }, '');
    pushed.current = true;
    (el.querySelector('[data-dz-close]') as HTMLElement | null)?.focus();
    const onClick = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('[data-dz-close]') || target.closest('.dz-mobile-backdrop')) {
        close();
        toggle.current?.focus();
      }
      else if (target.closest('[data-dz-back]')) el.classList.remove('dz-mobile-panel--secondary');
      else if (target.closest('a[href]')) {
        pushed.current = false;
        setOpen(false);
      }
    };
    const onPop = () => close(true);
    // Escape closes and gives focus back to the hamburger (keyboard users stay in place).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const media = matchMedia(DESKTOP);
    const onResize = () => media.matches && close();
    document.addEventListener('click', onClick);
    addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onResize);
    };
  }, [open, hasSecondary, close]);

  return (
    <button
      ref={toggle}
      type="button"
      className="dz-icon-button dz-navbar__toggle"
      aria-label={t('NavBar.mobileToggleAriaLabel')}
      aria-expanded={open}
      aria-controls="dz-mobile-panel"
      onClick={() => setOpen((o) => !o)}
    >
      <svg viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
    </button>
  );
}

export default withBoundary(MobileMenu, t('NavBar.itemRenderError'));
