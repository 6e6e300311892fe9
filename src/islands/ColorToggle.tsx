// Colour mode switch. Its markup is rendered at build time; React only adds the click.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $colorMode, setColorMode } from '../stores/colorMode';
import { t } from '../lib/i18n';
import { withBoundary } from './withBoundary';

function ColorToggle() {
  const stored = useStore($colorMode);
  // The build renders the light label; the real mode is only known after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const mode = mounted ? stored : 'light';
  const label = t('colorToggle.ariaLabel', { mode: t(mode === 'dark' ? 'colorToggle.ariaLabel.mode.dark' : 'colorToggle.ariaLabel.mode.light') });
  return (
    <button
      type="button"
      className="dz-icon-button dz-color-toggle"
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => setColorMode(stored === 'dark' ? 'light' : 'dark')}
    >
      <span className="dz-color-toggle__icon" aria-hidden="true" />
    </button>
  );
}

export default withBoundary(ColorToggle);
