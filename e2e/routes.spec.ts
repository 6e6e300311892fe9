// Route behaviour: redirects, 404, debug pages, the base-URL banner. The URL rules of the servers
// are scripts/serve.test.ts and scripts/nginx-config.test.ts; JavaScript off is e2e/no-js.spec.ts.
import { test, expect } from '@playwright/test';

const internal: [string, string][] = [
  ['/docs/support', '/community/support'],
  ['/docs/next/support', '/community/support'],
  ['/docs/team', '/community/team'],
  ['/docs/next/team', '/community/team'],
  ['/docs/resources', '/community/resources'],
  ['/docs/next/resources', '/community/resources'],
  ['/home/', '/'],
  ['/home/qs', '/?a=1'],
  ['/home/anchor', '/#anchor'],
];

for (const [from, to] of internal) {
  test(`redirect ${from} → ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?/]/g, '\\$&')}$`));
  });
}

test.describe('redirects without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('external redirects keep the query and anchor', async ({ request }) => {
    for (const [from, to] of [
      ['/home/absolute', 'https://docusaurus.io/'],
      ['/home/absolute/qs', 'https://docusaurus.io/?a=1'],
      ['/home/absolute/anchor', 'https://docusaurus.io/#anchor'],
    ]) {
      const body = await (await request.get(from!)).text();
      expect(body).toContain(`url=${to}`);
    }
  });
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '找不到页面' })).toBeVisible();
  await expect(page.getByText('我们找不到您要找的页面。')).toBeVisible();
  await expect(page.getByText('请联系原始链接来源网站的所有者，并告知他们链接已损坏。')).toBeVisible();
});

test('debug pages list config, metadata and routes', async ({ page }) => {
  for (const sub of ['', '/config', '/content', '/globalData', '/metadata', '/registry', '/routes']) {
    const res = await page.goto(`/__docusaurus/debug${sub}`);
    expect(res?.status(), sub).toBe(200);
  }
  await page.goto('/__docusaurus/debug/metadata');
  await expect(page.locator('pre')).toContainText('"docusaurusVersion": "3.6.1"');
  await page.goto('/__docusaurus/debug/routes');
  await expect(page.locator('pre')).toContainText('"path": "/docs/installation"');
  await expect(page.locator('pre')).toContainText(/"key": "\/docs\/installation-[0-9a-f]{3}"/);
});

test('the home page shows the base-URL banner when its stylesheet fails to load', async ({ page }) => {
  await page.route('**/*.css', (route) => route.abort());
  await page.goto('/');
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('Current configured baseUrl = /');
  await expect(banner).toContainText('We suggest trying baseUrl = /');
});

test('the base-URL banner stays hidden on a healthy load', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.locator('#dz-base-url-issue-banner')).toHaveCount(0);
});
