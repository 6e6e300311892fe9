// Shared by the latency benches: the two profiles they print (desktop, and a slow phone:
// 150 ms round trip, 1.6 Mbit/s, CPU ×4 at 390 px), a Chromium launch, and a page that
// applies a profile's throttling through CDP.
import { chromium } from '@playwright/test';

export const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 }, throttle: null },
  mobile: { viewport: { width: 390, height: 844 }, throttle: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 } },
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A new context and page with the profile's viewport and throttling. */
export async function openPage(browser, profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  if (profile.throttle) {
    const cdp = await context.newCDPSession(page);
    const t = profile.throttle;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: t.latency, downloadThroughput: t.downloadThroughput, uploadThroughput: t.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
  }
  return { context, page };
}
