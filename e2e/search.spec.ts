// Search: the DocSearch modal over the site's Pagefind index, and the search page.
import { test, expect, type Page, type Route } from '@playwright/test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { holdRequests } from './support/hold';
import { FIRST_RESULTS_MS, searchBox } from './support/search';

const queries = JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')) as { query: string; expect: string }[];

const searchButton = (page: Page) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '搜索', exact: true });

/** Opens the modal on /docs with `keys` and, if given, types `query` into it. */
async function openWith(page: Page, keys: string, query?: string) {
  await page.goto('/docs');
  await page.keyboard.press(keys);
  await expect(searchBox(page)).toBeFocused();
  if (query) await searchBox(page).fill(query);
}

test.describe('search modal', () => {
  test('loads nothing of search before the reader interacts', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/docs/installation');
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => /pagefind|docsearch|SearchDialog/i.test(u))).toEqual([]);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test("opening the search starts loading the index beside the modal's code, not after it", async ({ page }) => {
    await page.goto('/docs/installation');
    // The modal's code is held: the index must not wait for it.
    const release = await holdRequests(page, /SearchDialog\.[\w-]+\.js$/);
    const wasm = page.waitForRequest(/\/pagefind\/wasm\.[\w-]+\.pagefind$/);
    await searchButton(page).click();
    await expect(page.getByPlaceholder('搜索文档')).toBeFocused();
    await wasm;
    release();
    await searchBox(page).fill('侧边栏');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
  });

  test('Ctrl+K opens, Escape closes and gives focus back to the button', async ({ page }) => {
    await openWith(page, 'Control+k');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('"/" opens outside inputs only', async ({ page }) => {
    await openWith(page, '/');
    await page.keyboard.press('Escape');
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '搜索' }).pressSequentially('a/b');
    await expect(searchBox(page)).toBeHidden();
  });

  test('a click on the navbar button opens the modal (the button is a link to /search without JavaScript)', async ({ page }) => {
    await page.goto('/');
    await expect(searchButton(page)).toHaveAttribute('href', '/search');
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByText('没有最近搜索')).toBeVisible();
  });

  /**
   * Holds back `held` (a URL pattern), types 部署 and expects /docs/deployment listed by title
   * with no excerpt row; lets it through and expects the excerpt rows, the query kept.
   */
  async function titlesUntilReleased(page: Page, held: string) {
    const release = await holdRequests(page, held);
    await openWith(page, 'Control+k', '部署');
    await expect(page.locator('.DocSearch-Hit [data-href="/docs/deployment"]').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(page.locator('.DocSearch-Hit--Child')).toHaveCount(0);
    release();
    await expect(page.locator('.DocSearch-Hit--Child').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(searchBox(page)).toHaveValue('部署');
  }

  test("lists a query's pages by title while their excerpts load, then fills them in", async ({ page }) => {
    await titlesUntilReleased(page, '**/pagefind/fragment/*.pf_fragment');
    await expect(searchBox(page)).toBeFocused();
  });

  test('answers from the page table while the search index loads, then with the full hits', async ({ page }) => {
    await titlesUntilReleased(page, '**/pagefind/pagefind.js');
  });

  test('the result count in the footer is the true count and links to the search page', async ({ page }) => {
    await openWith(page, 'Control+k');
    // Typed one character at a time: DocSearch alone would add up the counts of 侧, 侧边, 侧边栏.
    await searchBox(page).pressSequentially('侧边栏', { delay: 80 });
    const seeAll = page.getByRole('link', { name: /^查看全部 \d+ 个结果$/ });
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=%E4%BE%A7%E8%BE%B9%E6%A0%8F$/);
    await expect(page.getByRole('heading', { level: 1, name: '「侧边栏」的搜索结果' })).toBeVisible();
    await expect(page.getByText(`找到 ${count} 份文件`)).toBeVisible();
  });

  // A page's fragment holds its whole text (5-15 KB for a long guide): the modal reads three
  // per query and lists three more pages by title, within the search budget of 40 KB.
  test('reads the fragments of the first three pages and lists three more by title', async ({ page }) => {
    const fragments = new Set<string>();
    page.on('request', (r) => /\/pagefind\/fragment\//.test(r.url()) && fragments.add(r.url()));
    await openWith(page, 'Control+k', '部署');
    const list = page.getByRole('listbox');
    await expect(page.getByRole('link', { name: /^查看全部 \d+ 个结果$/ })).toBeVisible({ timeout: FIRST_RESULTS_MS });
    // Six pages: three with an excerpt row under them, three by title.
    await expect(list.locator('.DocSearch-Hit-content-wrapper mark').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(list.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child)')).toHaveCount(6);
    await expect(list.locator('.DocSearch-Hit--Child')).toHaveCount(3);
    expect(fragments.size).toBe(3);
  });

  test('no results', async ({ page }) => {
    await openWith(page, 'Control+k', 'qqxxzzyy');
    await expect(page.getByText('没有结果：')).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(page.getByText('认为这个查询应该有结果？')).toBeVisible();
    await expect(page.getByRole('link', { name: '请告知我们。' })).toBeVisible();
  });

  test('error screen when the index cannot be fetched', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await openWith(page, 'Control+k', '部署');
    await expect(page.getByText('无法获取结果')).toBeVisible();
    await expect(page.getByText('你可能需要检查网络连接。')).toBeVisible();
  });

  test('recent searches and favourites persist across reloads', async ({ page }) => {
    // Two pages, a reload and three cold starts of the modal: more than 30 s on a busy runner.
    test.setTimeout(60_000);
    await openWith(page, 'Control+k', '部署');
    await page.locator('.DocSearch-Hit [data-href="/docs/deployment"]').first().click();
    await expect(page).toHaveURL(/\/docs\/deployment$/);
    // A full load commits its URL before its scripts run: a shortcut pressed then reaches no listener.
    await page.waitForLoadState('load');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('最近搜索', { exact: true })).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await page.getByTitle('保存这个搜索').first().click();
    await expect(page.getByText('收藏', { exact: true })).toBeVisible();
    await page.reload();
    await page.keyboard.press('Control+k');
    // The shell opens at once; the saved searches show when the modal's code has arrived.
    await expect(page.getByText('收藏', { exact: true })).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(page.locator('.DocSearch-Hit [data-href="/docs/deployment"]').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
  });

  test('local mode: no request leaves the site', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    await openWith(page, 'Control+k');
    // Typed into DocSearch's own box once it is there: this test is about where requests go.
    const box = page.locator('.DocSearch-Input');
    await expect(box).toBeFocused({ timeout: FIRST_RESULTS_MS });
    await box.fill('版本化');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: FIRST_RESULTS_MS });
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
  });

  test('titles and headings are shown as text, never as HTML', async ({ page }) => {
    const xss = '<img src=x onerror=alert(1)>';
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Serve index fragments whose title and headings contain markup.
    await page.route('**/pagefind/fragment/*.pf_fragment', async (route: Route) => {
      const response = await route.fetch();
      const raw = gunzipSync(await response.body());
      const fragment = JSON.parse(raw.subarray(12).toString('utf8')) as { meta: { title: string }; anchors?: { text?: string }[] };
      fragment.meta.title = `${fragment.meta.title} ${xss}`;
      for (const a of fragment.anchors ?? []) if (a.text) a.text = `${a.text} ${xss}`;
      await route.fulfill({ response, body: gzipSync(Buffer.concat([raw.subarray(0, 12), Buffer.from(JSON.stringify(fragment))])) });
    });
    // The same in the page table, which lists titles before the fragments arrive.
    await page.route('**/pagefind/dz-titles.json', async (route: Route) => {
      const response = await route.fetch();
      const table = (await response.json()) as Record<string, string[]>;
      for (const entry of Object.values(table)) entry[0] = `${entry[0]} ${xss}`;
      await route.fulfill({ response, json: table });
    });
    await openWith(page, 'Control+k', '部署');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(xss, { timeout: FIRST_RESULTS_MS });
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    await page.goto('/search?q=部署');
    await expect(page.getByRole('article').first()).toContainText(xss);
    await expect(page.locator('[data-dz-search-results] img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('search page', () => {
  test('shows grouped results, the count and a title with the query; the URL follows the input', async ({ page }) => {
    await page.goto('/search?q=部署');
    await expect(page.getByRole('heading', { level: 1, name: '「部署」的搜索结果' })).toBeVisible();
    await expect(page.getByText(/^找到 \d+ 份文件$/)).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', '/docs/deployment');
    await expect(first.locator('mark').first()).toBeVisible();
    const input = page.getByRole('searchbox', { name: '搜索' });
    await expect(input).toHaveValue('部署');
    await input.fill('版本化');
    await expect(page).toHaveURL(/\/search\?q=%E7%89%88%E6%9C%AC%E5%8C%96$/);
    await expect(page.getByRole('heading', { level: 1, name: '「版本化」的搜索结果' })).toBeVisible();
    await input.fill('');
    await expect(page.getByRole('heading', { level: 1, name: '在文档中搜索' })).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('opened without a query, loads its engine only when the reader types; typed text is searched', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => /search-page-run|pagefind/.test(u))).toEqual([]);
    const input = page.getByRole('searchbox', { name: '搜索' });
    await input.pressSequentially('部署');
    await expect(page).toHaveURL(/\/search\?q=%E9%83%A8%E7%BD%B2$/);
    await expect(page.getByRole('heading', { level: 1, name: '「部署」的搜索结果' })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading').getByRole('link')).toHaveAttribute('href', '/docs/deployment');
    expect(urls.some((u) => /search-page-run/.test(u))).toBe(true);
  });

  test('keeps its longer excerpts when the modal loaded the index first', async ({ page }) => {
    await page.goto('/search?q=部署');
    const excerpt = page.locator('.dz-search-result__excerpt').first();
    const alone = await excerpt.textContent();
    // The modal (shorter excerpts) loads the index on this page before the page's own search runs.
    await page.goto('/search');
    const index = page.waitForRequest(/\/pagefind\/pagefind\.js$/);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await index;
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: '搜索' }).fill('部署');
    await expect(page.getByRole('heading', { level: 1, name: '「部署」的搜索结果' })).toBeVisible();
    await expect(excerpt).toHaveText(alone!);
  });

  test('is not itself in the index', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('[data-pagefind-body]')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('says search needs JavaScript and lists the docs', async ({ page }) => {
      await page.goto('/search?q=部署');
      // <noscript> content: text locators do not look inside it, CSS locators do.
      const notice = page.locator('.dz-search-page__nojs');
      await expect(notice).toContainText('搜索需要 JavaScript。');
      await expect(notice.locator('a[href="/docs"]').first()).toBeVisible();
      await expect(notice.locator('a[href="/docs/deployment"]')).toBeVisible();
      await expect(page.getByRole('button', { name: '加载更多结果' })).toBeHidden();
      await page.goto('/docs');
      await expect(searchButton(page)).toHaveAttribute('href', '/search');
    });
  });
});

// The query set: concepts readers look up, each with the page about it. It includes
// queries whose words also fill changelog entries and blog posts (插件生命周期,
// 客户端重定向, 文档版本化…): the docs page about the concept must still come first.
test('search quality: every query of the set finds its page in the top 3, at least 90% at #1', async ({ page, request }) => {
  test.setTimeout(300_000);
  const misses: string[] = [];
  const notFirst: string[] = [];
  let evaluated = 0;
  // One page for the whole set, as a reader refines a query: the engine and index load once.
  await page.goto('/search');
  const input = page.getByRole('searchbox', { name: '搜索' });
  for (const { query, expect: route } of queries) {
    // Entries whose page is not in this build are skipped (and reported).
    if ((await request.get(route)).status() !== 200) {
      test.info().annotations.push({ type: 'skipped query', description: `${query} → ${route}` });
      continue;
    }
    evaluated += 1;
    // Enter runs the query at once and clears the previous status, so the status waited for
    // below is this query's.
    await input.fill(query);
    await input.press('Enter');
    await expect(page.getByText(/^(找到 \d+ 份文件|未找到任何结果)$/)).toBeVisible({ timeout: FIRST_RESULTS_MS });
    const hrefs = (
      await page
        .getByRole('article')
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')))
    ).map((h) => decodeURI(h ?? ''));
    if (!hrefs.includes(route)) misses.push(`${query} → ${route} (got ${hrefs.join(', ')})`);
    else if (hrefs[0] !== route) notFirst.push(`${query} → ${route} (#${hrefs.indexOf(route) + 1}, after ${hrefs[0]})`);
  }
  const first = evaluated - misses.length - notFirst.length;
  test.info().annotations.push({ type: 'search quality', description: `${first}/${evaluated} at #1, ${evaluated - misses.length}/${evaluated} in top 3` });
  expect(evaluated).toBeGreaterThanOrEqual(90);
  expect(misses, 'queries whose page is not in the top 3').toEqual([]);
  expect(first / evaluated, `not first:\n${notFirst.join('\n')}`).toBeGreaterThanOrEqual(0.9);
});
