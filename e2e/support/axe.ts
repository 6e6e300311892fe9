// axe-core for the e2e specs: one readable line per failing node, and a page opened settled
// for it (loaded, its first-touch layer in, diagrams drawn, scrolling code blocks focusable).
import { expect, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { withQuery } from './page-types';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable line per failing node: rule, impact, selector, and axe's summary. */
function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`),
  );
}

/**
 * Axe in its "legacy" frame mode with only violations aggregated: its default mode opens a
 * blank page to merge the frames' results, which cost ~3 s of every run here (docs page
 * 4.5-4.9 s → 1.8 s, showcase 15 s → 5-6 s; same violations and passes). What legacy mode
 * gives up is testing frames from other origins, so a page with one fails here instead.
 */
export async function axe(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page.frames().filter((f) => /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
  expect(
    foreignFrames.map((f) => f.url()),
    'frames from other origins (axe runs in legacy mode)',
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return describeViolations(results.violations);
}

/**
 * Opens a page in a colour mode, settled for axe: loaded, its first-touch layer in (it loads
 * when the browser is first idle), and every code block that scrolls made focusable by
 * Expressive Code's own pass (after a resize settles). Not "network idle": the service worker
 * registers 5 s after load and its precache kept every one of these tests waiting that long.
 */
export async function openSettled(page: Page, path: string, theme: 'light' | 'dark'): Promise<Response | null> {
  const response = await page.goto(withQuery(path, 'docusaurus-theme', theme));
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('data-dz-instant', '');
  // Mermaid diagrams render after load, each when it comes near the screen: bring each one
  // there so that axe checks them all as drawn.
  const diagrams = page.locator('.dz-mermaid');
  for (const diagram of await diagrams.all()) {
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg')).toHaveCount(1, { timeout: 20_000 });
  }
  if (await diagrams.count()) await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  return response;
}

/** Every code block that scrolls at the current size has been made focusable (Expressive Code). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.expressive-code pre')].every((pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex')),
  );
}
