// The preferred docs version is remembered per instance and dropped when it no longer exists.
import { test, expect } from '@playwright/test';
import { holdRequests } from './support/hold';
import { store, stored } from './support/page-state';

/** The tests docs instance's preferred version, in the site's storage. */
const KEY = 'docs-preferred-version-tests';

test('picking a version in the dropdown makes version-aware links follow it', async ({ page }) => {
  await page.goto('/tests/docs');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const toggle = nav.getByRole('button', { name: /下一版本/ });
  await toggle.hover();
  await nav.getByRole('link', { name: '1.0.0', exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/docs\/1\.0\.0/);
  expect(await stored(page, KEY)).toBe('1.0.0');
  await page.goto('/tests');
  await expect(page.getByRole('link', { name: /测试文档/ })).toHaveAttribute('href', '/tests/docs/1.0.0');
});

test('a stored version that no longer exists is cleared', async ({ page }) => {
  await page.goto('/tests');
  await store(page, KEY, '0.1.0');
  await page.reload();
  // The first-touch layer, which loads when the page is first idle, drops the stored name; only
  // then does the link's href say anything (the static link points at the default already).
  await expect.poll(() => stored(page, KEY)).toBeNull();
  await expect(page.getByRole('link', { name: /测试文档/ })).toHaveAttribute('href', '/tests/docs');
});

test('a stored name every object inherits (constructor, __proto__) is dropped, not turned into a link', async ({ page }) => {
  await page.goto('/tests');
  for (const name of ['constructor', '__proto__', 'toString']) {
    await store(page, KEY, name);
    await page.reload();
    await expect.poll(() => stored(page, KEY), { message: name }).toBeNull();
    await expect(page.getByRole('link', { name: /测试文档/ })).toHaveAttribute('href', '/tests/docs');
  }
});

// The links are pointed at the stored version by the first-touch layer, which loads when the
// page is first idle or on the first interaction: a click that comes before it is held and
// replayed once the link points at the reader's version.
test('a click on a version-aware link before the first-touch layer is in goes to the stored version', async ({ page }) => {
  await page.goto('/tests');
  await store(page, KEY, '1.0.0');
  const release = await holdRequests(page, /\/_astro\/enhance[^/]*\.js$/);
  await page.reload();
  await page.getByRole('link', { name: /测试文档/ }).click();
  await expect(page).toHaveURL(/\/tests$/);
  release();
  await expect(page).toHaveURL(/\/tests\/docs\/1\.0\.0$/);
});
