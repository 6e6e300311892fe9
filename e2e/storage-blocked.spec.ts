// Storage blocked: Chromium with site data blocked for every site (the content setting that
// "Block third-party cookies and site data" / "Don't allow sites to save data" sets), so
// touching localStorage or sessionStorage throws SecurityError. Every page type still works,
// colour mode, announcement bar, mobile menu and tabs still respond (without memory), and the
// page logs exactly one warning about storage, as Docusaurus does.
import { test, expect, chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL_CHROMIUM } from './support/browsers';
import { PAGE_TYPES, NOT_FOUND_TYPE, VIEWPORTS } from './support/page-types';

const STORAGE_WARNING = /browser storage is not available/i;

let context: BrowserContext;
let profile: string;

test.beforeAll(async ({}, testInfo) => {
  profile = mkdtempSync(join(tmpdir(), 'dz-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const use = testInfo.project.use;
  // The full browser: the headless shell does not read the profile's content settings.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: use.launchOptions?.args,
    baseURL: use.baseURL,
    locale: 'zh-CN',
    viewport: VIEWPORTS.desktop,
  });
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** Opens a page and records its console warnings and errors and uncaught exceptions. */
async function open(path: string) {
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    // Registering the service worker needs site data too; its failure is reported, not fatal.
    // The 404 page's own status is logged by the browser as a failed resource.
    if (m.type() === 'error' && !/registerSW|ServiceWorker/i.test(m.text()) && !(m.location().url === page.url() && /status of 404/.test(m.text())))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  const response = await page.goto(path);
  return { page, response, warnings, errors };
}

/** Wakes the islands and makes them use storage: the colour toggle reads and writes it. */
async function toggleColourMode(page: Page) {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /切换浅色\/暗黑模式/ }).click();
  await expect(html).not.toHaveAttribute('data-theme', before!);
}

test('site data really is blocked in this browser', async () => {
  const { page } = await open('/');
  expect(
    await page.evaluate(() => {
      try {
        return String(window.localStorage.length);
      } catch (e) {
        return (e as Error).name;
      }
    }),
  ).toBe('SecurityError');
  await page.close();
});

for (const { type, path } of PAGE_TYPES) {
  test(`${type} (${path}) works with storage blocked and warns once`, async () => {
    const { page, response, warnings, errors } = await open(path);
    expect(response!.status()).toBe(type === NOT_FOUND_TYPE ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await toggleColourMode(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(
      warnings.filter((w) => STORAGE_WARNING.test(w)),
      'storage warnings',
    ).toHaveLength(1);
    expect(warnings, 'no other warnings').toHaveLength(1);
    await page.close();
  });
}

test('announcement bar, tabs and mobile menu work without storage', async () => {
  const { page, warnings, errors } = await open('/docs/installation');
  const bar = page.getByRole('banner').filter({ hasText: 'Docusaurus 3.6' });
  await bar.getByRole('button', { name: '关闭' }).click();
  await expect(bar).toBeHidden();
  const list = page.getByRole('tablist').first();
  await list.getByRole('tab').nth(1).click();
  await expect(list.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole('button', { name: '切换导航栏' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
  expect(warnings.filter((w) => STORAGE_WARNING.test(w))).toHaveLength(1);
  // Nothing was remembered: a reload shows the bar again.
  await page.reload();
  await expect(page.getByRole('banner').filter({ hasText: 'Docusaurus 3.6' })).toBeVisible();
  await page.close();
});
