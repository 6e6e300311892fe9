// Whether the mobile side panel is open. Shared by the hamburger island and the first-touch
// layer (src/scripts/instant), which opens the panel before React has loaded; the page's DOM
// follows this store (src/scripts/mobile-menu.ts).
import { atom } from 'nanostores';

export const $mobileMenuOpen = atom(false);
