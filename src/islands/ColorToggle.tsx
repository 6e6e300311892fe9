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
  const labelFor = (m: string) =>
    t('colorToggle.ariaLabel', { mode: t(m === 'dark' ? 'colorToggle.ariaLabel.mode.dark' : 'colorToggle.ariaLabel.mode.light') });
  const label = labelFor(mode);
  return (
    <button
      type="button"
      className="dz-icon-button dz-color-toggle"
      title={label}
      aria-label={label}
      aria-live="polite"
      // Labels for the first-touch layer (src/scripts/instant), which may switch the mode
      // before this island hydrates.
      data-label-light={labelFor('light')}
      data-label-dark={labelFor('dark')}
      onClick={() => setColorMode(stored === 'dark' ? 'light' : 'dark')}
    >
      <span className="dz-color-toggle__icon" aria-hidden="true" />
    </button>
  );
}

export default withBoundary(ColorToggle);
