// Which Debian Chromium binary the e2e suite drives. Both come from Debian's chromium source
// package; nothing is downloaded.
// - The headless shell (package chromium-headless-shell) is the same Blink and V8 without the
//   browser UI layer. Playwright drives it by default for headless runs; here it ran the
//   suite in 0.6 of the full browser's time (blog, routes and pages specs: 66 s against 157 s).
// - The full browser (package chromium) is still needed where a test relies on the browser's
//   profile, such as the content setting that blocks site data; without the shell, it runs all.
import { existsSync } from 'node:fs';

const SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** The full Chromium browser: CHROMIUM_PATH, or Debian's. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The binary most specs run on: CHROMIUM_PATH when set, else the headless shell if installed. */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? SHELLS.find((path) => existsSync(path)) ?? FULL_CHROMIUM;
