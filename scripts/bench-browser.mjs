// Shared by the latency benches: their command-line flags, the two profiles they print
// (desktop, and a slow phone: 150 ms round trip, 1.6 Mbit/s, CPU ×4 at 390 px), a Chromium
// launch, a page that applies a profile's throttling through CDP, the built site served with
// a browser for one table, and the median and spread of a cell.
import { chromium } from '@playwright/test';
import { FULL_CHROMIUM } from '../e2e/support/browsers.ts';
import { cliArg } from './cli.mjs';
import { startServer } from './serve.mjs';

export { cliArg };

export const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 }, throttle: null },
  mobile: {
    viewport: { width: 390, height: 844 },
    throttle: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 },
  },
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The profiles a bench runs: all, or those named by `--profiles mobile,desktop`. */
export const chosenProfiles = () => {
  const only = cliArg('profiles', '').split(',').filter(Boolean);
  return Object.entries(PROFILES).filter(([name]) => !only.length || only.includes(name));
};

/** A new context and page with the profile's viewport and throttling. */
export async function openPage(browser, profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  if (profile.throttle) {
    const cdp = await context.newCDPSession(page);
    const t = profile.throttle;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: t.latency,
      downloadThroughput: t.downloadThroughput,
      uploadThroughput: t.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
  }
  return { context, page };
}

/**
 * Serves `dir` on a free port (or takes the running server at `base`) and opens Chromium for
 * `fn(browser, origin)`; both close after.
 */
export async function withSiteAndBrowser(dir, fn, base) {
  const server = base ? null : await startServer({ dir, port: 0 });
  const browser = await launchBrowser();
  try {
    return await fn(browser, base ?? `http://localhost:${server.address().port}`);
  } finally {
    await browser.close();
    server?.close();
  }
}

/** The median of the finite times (the lower middle one of an even count); NaN when none is. */
export function median(times) {
  const s = times.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
}

/** `median ms (min–max)` of the finite times, with how many runs failed; 'failed' when all did. */
export function spread(times) {
  const s = times.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return 'failed';
  const failed = times.length - s.length;
  return `${Math.round(median(s))} ms (${Math.round(s[0])}–${Math.round(s.at(-1))})${failed ? ` ${failed} failed` : ''}`;
}
