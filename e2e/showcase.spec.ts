// Showcase: all sites pre-rendered, filters by tags (OR / AND) and name, state in the URL,
// back / forward, clear all, empty state, and the full list without JavaScript.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

interface Site {
  title: string;
  website: string;
  source?: string | null;
  tags: string[];
}
const data = JSON.parse(readFileSync(new URL('../src/data/showcase-sites.json', import.meta.url), 'utf8')) as { sites: Site[] };
const SITES = data.sites;
const TOTAL = SITES.length;
const countWhere = (fn: (s: Site) => boolean) => SITES.filter(fn).length;

const cards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByText(/^\d+ 个站点$/);
const tag = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('shows every site with favourites first, then all the others', async ({ page }) => {
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Docusaurus 案例展示' })).toBeVisible();
  await expect(count(page)).toHaveText(`${TOTAL} 个站点`);
  await expect(cards(page)).toHaveCount(TOTAL);
  const favorites = page.getByRole('region', { name: '我们的最爱' });
  await expect(favorites.getByRole('heading', { level: 3 })).toHaveCount(countWhere((s) => s.tags.includes('favorite')));
  await expect(page.getByRole('region', { name: '所有站点' }).getByRole('heading', { level: 3 })).toHaveCount(countWhere((s) => !s.tags.includes('favorite')));
});

test('cards link to the site (new tab, noopener) and to the source', async ({ page }) => {
  await page.goto('/showcase');
  const jest = page.getByRole('link', { name: 'Jest', exact: true });
  await expect(jest).toHaveAttribute('href', 'https://jestjs.io/');
  await expect(jest).toHaveAttribute('rel', /noopener/);
  await expect(jest).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Jest 的源码' })).toHaveAttribute('href', /github\.com/);
});

test('the add-your-site button links the GitHub discussion', async ({ page }) => {
  await page.goto('/showcase');
  await expect(page.getByRole('link', { name: /添加你的站点/ })).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/discussions/7826');
});

test('tags combine with OR by default and AND on request', async ({ page }) => {
  await page.goto('/showcase');
  await tag(page, '开源').check();
  await tag(page, 'Meta').check();
  await expect(page).toHaveURL(/\?tags=opensource&tags=meta$/);
  const or = countWhere((s) => s.tags.includes('opensource') || s.tags.includes('meta'));
  await expect(count(page)).toHaveText(`${or} 个站点`);
  await expect(cards(page)).toHaveCount(or);
  await expect(page.getByRole('region', { name: '我们的最爱' })).toBeHidden();

  await page.getByRole('radio', { name: '全部标签（AND）' }).check();
  await expect(page).toHaveURL(/operator=AND/);
  const and = countWhere((s) => s.tags.includes('opensource') && s.tags.includes('meta'));
  await expect(count(page)).toHaveText(`${and} 个站点`);
  await expect(cards(page)).toHaveCount(and);
});

test('name search is a case-insensitive substring of the title', async ({ page }) => {
  await page.goto('/showcase');
  await page.getByRole('searchbox', { name: '按名称搜索站点' }).fill('REACT');
  const expected = countWhere((s) => s.title.toLowerCase().includes('react'));
  await expect(count(page)).toHaveText(`${expected} 个站点`);
  await expect(cards(page)).toHaveCount(expected);
  await expect(page).toHaveURL(/name=REACT/);
});

test('clear all resets every filter', async ({ page }) => {
  await page.goto('/showcase?tags=design&operator=AND&name=a');
  await page.getByRole('button', { name: '清除全部' }).click();
  await expect(count(page)).toHaveText(`${TOTAL} 个站点`);
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(tag(page, '设计')).not.toBeChecked();
  await expect(page.getByRole('searchbox', { name: '按名称搜索站点' })).toHaveValue('');
});

test('the URL state round-trips through a reload', async ({ page }) => {
  await page.goto('/showcase?tags=favorite&tags=design&operator=AND&name=e');
  const expected = countWhere((s) => s.tags.includes('favorite') && s.tags.includes('design') && s.title.toLowerCase().includes('e'));
  await expect(tag(page, '我们的最爱')).toBeChecked();
  await expect(tag(page, '设计')).toBeChecked();
  await expect(page.getByRole('radio', { name: '全部标签（AND）' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: '按名称搜索站点' })).toHaveValue('e');
  await expect(count(page)).toHaveText(`${expected} 个站点`);
  await page.reload();
  await expect(count(page)).toHaveText(`${expected} 个站点`);
  await expect(tag(page, '设计')).toBeChecked();
});

test('back and forward replay tag changes', async ({ page }) => {
  await page.goto('/showcase');
  await tag(page, '设计').check();
  await tag(page, '产品').check();
  await expect(page).toHaveURL(/tags=design&tags=product/);
  await page.goBack();
  await expect(page).toHaveURL(/\?tags=design$/);
  await expect(tag(page, '产品')).not.toBeChecked();
  await expect(tag(page, '设计')).toBeChecked();
  await expect(count(page)).toHaveText(`${countWhere((s) => s.tags.includes('design'))} 个站点`);
  await page.goBack();
  await expect(count(page)).toHaveText(`${TOTAL} 个站点`);
  await page.goForward();
  await expect(tag(page, '设计')).toBeChecked();
});

test('shows an empty state when nothing matches', async ({ page }) => {
  await page.goto('/showcase?name=zzzz-no-such-site');
  await expect(count(page)).toHaveText('0 个站点');
  await expect(page.getByText('没有符合条件的站点。')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the full list shows and the filters are hidden', async ({ page }) => {
    await page.goto('/showcase?tags=meta');
    await expect(cards(page)).toHaveCount(TOTAL);
    await expect(page.getByRole('checkbox', { name: '开源', exact: true })).toBeHidden();
  });
});
