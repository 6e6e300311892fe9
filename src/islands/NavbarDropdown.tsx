// Navbar dropdown: opens on hover (CSS) and, once hydrated, toggles with Enter/click and
// closes on Escape or on a mousedown, touchstart or focus outside it (FACTS).
import { useEffect, useRef, useState } from 'react';
import type { NavDropdown } from '../lib/navbar';

export default function NavbarDropdown({ item }: { item: NavDropdown }) {
  const [open, setOpen] = useState(false);
  const [suffix, setSuffix] = useState('');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The locale dropdown keeps the query string and hash of the current page.
    if (item.variant === 'locale') setSuffix(`${window.location.search}${window.location.hash}`);
    const outside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [item.variant]);

  const toggleProps = {
    className: `dz-navbar__link dz-dropdown__toggle${item.active ? ' dz-navbar__link--active' : ''}`,
    'aria-haspopup': true,
    'aria-expanded': open,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === 'Escape') setOpen(false);
    },
  } as const;

  return (
    <div ref={ref} className={`dz-dropdown ${open ? 'dz-dropdown--open' : ''} ${item.className ?? ''}`} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      {item.href ? (
        <a href={item.href} {...toggleProps}>{item.label}</a>
      ) : (
        <button type="button" {...toggleProps} onClick={() => setOpen((o) => !o)}>{item.label}</button>
      )}
      <ul className="dz-dropdown__menu">
        {item.items.map((child, i) =>
          child.kind === 'html' ? (
            <li key={i} className={child.className} dangerouslySetInnerHTML={{ __html: child.value }} />
          ) : (
            <li key={i}>
              <a
                className={`dz-dropdown__link${child.active ? ' dz-dropdown__link--active' : ''}`}
                href={child.external && item.variant === 'locale' ? `${child.href}${suffix}` : item.variant === 'locale' ? `${child.href}${suffix}` : child.href}
                {...(child.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...(item.variant === 'locale' ? { lang: child.external ? 'en' : 'zh-CN' } : {})}
                {...(child.active ? { 'aria-current': 'page' as const } : {})}
                onClick={() => setOpen(false)}
              >
                {child.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
