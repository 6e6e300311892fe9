// Toggle of a navbar dropdown. The menu itself is static HTML next to this island; the
// island opens it with Enter or a click (the locale links' query and hash: src/scripts/chrome.ts), and closes it on Escape or on a mousedown,
// touchstart or focus outside the dropdown, as the reference theme does. Hover opening is plain CSS.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withBoundary } from './withBoundary';
import { t } from '../lib/i18n';
import type { NavDropdown } from '../lib/navbar';

type Props = Pick<NavDropdown, 'label' | 'href' | 'active' | 'variant'>;

function NavbarDropdown({ label, href, active }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const root = ref.current?.closest<HTMLElement>('[data-dz-dropdown]');
    if (!root) return;
    // The first click may have opened the menu before hydration (src/scripts/instant).
    if (root.classList.contains('dz-dropdown--open')) setOpen(true);
    const outside = (event: Event) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onLinkClick = (event: MouseEvent) => (event.target as Element).closest('a') !== ref.current && setOpen(false);
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    root.addEventListener('keydown', onKey);
    root.addEventListener('click', onLinkClick);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('click', onLinkClick);
    };
  }, []);

  useEffect(() => {
    const root = ref.current?.closest<HTMLElement>('[data-dz-dropdown]');
    root?.classList.toggle('dz-dropdown--open', open);
    // Opened again after Escape hid it under the pointer (src/scripts/instant).
    if (open) root?.classList.remove('dz-dropdown--closed');
  }, [open]);

  const common = {
    className: `dz-navbar__link dz-dropdown__toggle${active ? ' dz-navbar__link--active' : ''}`,
    'aria-haspopup': true,
    'aria-expanded': open,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      setOpen((o) => !o);
    },
  } as const;

  return href ? (
    <a ref={ref as React.RefObject<HTMLAnchorElement>} href={href} {...common}>
      {label}
    </a>
  ) : (
    <button ref={ref as React.RefObject<HTMLButtonElement>} type="button" {...common} onClick={() => setOpen((o) => !o)}>
      {label}
    </button>
  );
}

export default withBoundary(NavbarDropdown, t('NavBar.itemRenderError'));
