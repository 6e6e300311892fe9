// Content-Security-Policy in the browser, beyond the page types (e2e/page-types.spec.ts loads
// every one at both sizes and finds no violation and no other host): the site's speculation
// rules are allowed and others refused; the home video facade stays within frame-src. Run on
// one server: e2e/security.spec.ts checks that every server sends the same headers.
import { test, expect } from '@playwright/test';
import { watch } from './support/csp';
import { SPECULATION_RULES } from '../src/lib/speculation';

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
