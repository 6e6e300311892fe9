// Content-Security-Policy in the browser, on every page type at both sizes: the default build
// talks to no other host and the policy is never violated, on load and after the islands
// hydrate; the site's speculation rules are allowed and others refused; the home video
// facade stays within frame-src. Run on one server: e2e/security.spec.ts checks that every
// server sends the same headers for every page type.
import { test, expect, type Page } from '@playwright/test';
import { PAGE_TYPES, NOT_FOUND_TYPE, VIEWPORTS } from './support/page-types';
import { SECURITY_HEADERS, watch } from './support/csp';
import { SPECULATION_RULES } from '../src/lib/speculation';

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
    test(`${type} (${path}, ${form}): no other host, security headers, no CSP violation`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const seen = await watch(page, baseURL!);
      const response = await page.goto(path);
      expect(response, `no response for ${path}`).not.toBeNull();
      expect(response!.status()).toBe(type === NOT_FOUND_TYPE ? 404 : 200);
      const headers = await response!.allHeaders();
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.waitForLoadState('networkidle');
      await interact(page);
      expect(seen.foreign, `requests to other hosts from ${path}`).toEqual([]);
      expect([...seen.violations, ...(await seen.domViolations())], `CSP violations on ${path}`).toEqual([]);
    });
  }
}

// Prerendering is off under automation (Chromium ignores speculation rules with a debugger
// attached), so the rules document src/scripts/speculate.ts adds is checked here directly:
// the policy allows it, and another rules text is refused.
test("the policy allows the site's speculation rules and refuses others", async ({ page }) => {
  await page.goto('/docs/installation');
  const violations = (text: string) =>
    page.evaluate(async (rules) => {
      let count = 0;
      const count1 = () => count++;
      document.addEventListener('securitypolicyviolation', count1);
      const el = document.createElement('script');
      el.type = 'speculationrules';
      el.textContent = rules;
      document.head.append(el);
      await new Promise((r) => setTimeout(r, 300));
      document.removeEventListener('securitypolicyviolation', count1);
      return count;
    }, text);
  expect(await violations(SPECULATION_RULES)).toBe(0);
  expect(await violations(JSON.stringify({ prerender: [{ source: 'list', urls: ['/docs'] }] }))).toBe(1);
});

test('the home video loads youtube-nocookie on click only, within frame-src', async ({ page, baseURL }) => {
  const seen = await watch(page, baseURL!);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(seen.foreign).toEqual([]);
  const facade = page.getByRole('link', { name: /播放视频/ });
  await facade.scrollIntoViewIfNeeded();
  await facade.click();
  const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('iframe').getByText('player')).toBeVisible();
  expect(seen.foreign.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  expect([...seen.violations, ...(await seen.domViolations())]).toEqual([]);
});
