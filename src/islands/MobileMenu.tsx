// Hamburger of the mobile navbar (≤ 996 px). The side panel is static HTML driven by
// src/scripts/mobile-menu.ts through the $mobileMenuOpen store; the first tap may already
// have opened it before this island hydrated (src/scripts/instant), so the button follows
// the store rather than holding state of its own.
import { useStore } from '@nanostores/react';
import { $mobileMenuOpen } from '../stores/mobileMenu';
import { toggleMenu } from '../scripts/mobile-menu';
import { t } from '../lib/i18n';
import { withBoundary } from './withBoundary';

function MobileMenu() {
  const open = useStore($mobileMenuOpen);
  return (
    <button
      type="button"
      className="dz-icon-button dz-navbar__toggle"
      aria-label={t('NavBar.mobileToggleAriaLabel')}
      aria-expanded={open}
      aria-controls="dz-mobile-panel"
      onClick={toggleMenu}
    >
      <svg viewBox="0 0 30 30" aria-hidden="true">
        <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
      </svg>
    </button>
  );
}

export default withBoundary(MobileMenu, t('NavBar.itemRenderError'));
