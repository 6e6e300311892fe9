// Colour mode shared by islands (toggle, Mermaid re-render). The truth is <html data-theme>,
// set before paint; the store mirrors it and persists the reader's choice.
import { atom } from 'nanostores';
import { createStorageSlot, pageStorageNamespace, STORAGE_KEYS } from '../lib/storage';

export type ColorMode = 'light' | 'dark';

const root = () => document.documentElement;
const themeSlot = () => createStorageSlot(STORAGE_KEYS.theme, { namespace: pageStorageNamespace() });

export const $colorMode = atom<ColorMode>(typeof document === 'undefined' ? 'light' : ((root().dataset.theme as ColorMode) ?? 'light'));

export function setColorMode(mode: ColorMode): void {
  root().setAttribute('data-theme', mode);
  themeSlot().set(mode);
  $colorMode.set(mode);
}

if (typeof document !== 'undefined') {
  // Follows changes made by the pre-paint script (other tabs, system preference).
  new MutationObserver(() => $colorMode.set(root().dataset.theme as ColorMode)).observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
}
