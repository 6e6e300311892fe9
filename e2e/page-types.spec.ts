// Every page type (bench/pages.json) at both sizes, in the dark mode, from one page load each:
// axe-core finds no violation, and once a reader's pointer, focus and keys have woken every
// island, the page has talked to no other host and broken no rule of the Content-Security-
// Policy (on load, while hydrating, after). The light mode of the same pages at the same sizes
// is Lighthouse's accessibility audit (scripts/lighthouse.mjs); the headers themselves, on every
// server the project ships, are e2e/security.spec.ts.
import { test, expect, type Page } from '@playwright/test';
import { PAGE_TYPES, NOT_FOUND_TYPE, VIEWPORTS } from './support/page-types';
import { watch } from './support/csp';
import { axe, openSettled } from './support/axe';

/** Wakes every island the way a reader does (pointer, focus, keys), so their code loads too. */
async function interact(page: Page) {
  await page.mouse.move(300, 30);
  await page.mouse.move(640, 400);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
}

for (const { type, path } of PAGE_TYPES) {
  for (const [form, viewport] of Object.entries(VIEWPORTS)) {
    test(`${type} (${path}) dark ${form}: axe, CSP, no other host`, async ({ page, baseURL }) => {
      test.setTimeout(180_000); // axe on long pages takes a while: about a minute for the 275 showcase cards on a busy 2-core runner
      await page.setViewportSize(viewport);
      const seen = await watch(page, baseURL!);
      const response = await openSettled(page, path, 'dark');
      expect(response?.status(), `status of ${path}`).toBe(type === NOT_FOUND_TYPE ? 404 : 200);
      expect(await axe(page)).toEqual([]);
      await interact(page);
      expect(seen.foreign, `requests to other hosts from ${path}`).toEqual([]);
      expect([...seen.violations, ...(await seen.domViolations())], `CSP violations on ${path}`).toEqual([]);
    });
  }
}
