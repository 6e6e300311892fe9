// Prefetch: on hover, for links in view (the next and previous pages sooner), the pages the
// phone's open menu shows; none on save-data (2g and the rest: canPrefetch in src/lib/router.test.ts).
import { test, expect, type Page } from '@playwright/test';
import { emulateConnection, mark, marked, openRouted } from './support/page-state';

test.describe('prefetch', () => {
  const prefetches = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.headers().purpose === 'prefetch' && !/\.\w+$/.test(url.pathname)) urls.push(url.pathname);
    });
    return urls;
  };

  /** On a phone, /docs/installation with the router in, then its menu opened; the prefetches from then on. */
  const openPhoneMenu = async (page: Page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRouted(page, '/docs/installation', { mark: false });
    const urls = prefetches(page);
    await page.getByRole('button', { name: '切换导航栏' }).click();
    return urls;
  };

  /** A link added after load: not watched for visibility, so only hover or focus prefetch it. */
  const addLink = (page: Page, href: string) =>
    page.evaluate((h) => {
      const a = document.createElement('a');
      a.href = h;
      a.textContent = `hover ${h}`;
      a.className = 'dz-test-hover-link';
      a.style.cssText = 'position:fixed;top:40%;left:45%;z-index:10000;padding:1rem;background:#fff';
      document.body.append(a);
    }, href);

  test('hovering a link prefetches its page once; the click then uses it without asking the server again', async ({ page }) => {
    await openRouted(page, '/docs/installation', { mark: false });
    const urls = prefetches(page);
    await addLink(page, '/docs/deployment');
    await page.waitForTimeout(300);
    expect(urls).not.toContain('/docs/deployment');
    await page.locator('.dz-test-hover-link').hover();
    await expect.poll(() => urls).toContain('/docs/deployment');
    await mark(page);
    await page.locator('.dz-test-hover-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('部署');
    expect(await marked(page)).toBe(true);
    expect(urls.filter((u) => u === '/docs/deployment')).toHaveLength(1);
  });

  test('the next-page link is prefetched once in view, even after three other links in view', async ({ page }) => {
    await openRouted(page, '/docs/installation', { mark: false });
    const urls = prefetches(page);
    // The top of the page (breadcrumbs, first paragraphs) stays in view long enough to use up
    // the in-view budget of three links; the next-page link has its own.
    await page.waitForTimeout(2500);
    await page.locator('.dz-pagination-nav a[rel="next"]').scrollIntoViewIfNeeded();
    await expect.poll(() => urls).toContain('/docs/configuration');
  });

  test('on a phone, opening the menu prefetches the sidebar pages it shows, nearest first, not those of closed categories', async ({ page }) => {
    const urls = await openPhoneMenu(page);
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('link', { name: '配置', exact: true })).toBeVisible();
    // What the panel shows: its sidebar links in view, other than this page's.
    const shown = await panel
      .locator('[data-menu="secondary"] a[href]')
      .evaluateAll((links) =>
        links
          .filter((a) => a.checkVisibility() && a.getBoundingClientRect().top < innerHeight && a.getAttribute('aria-current') !== 'page')
          .map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    expect(shown).toEqual(expect.arrayContaining(['/docs', '/docs/configuration', '/docs/playground', '/docs/migration']));
    expect(shown).not.toContain('/docs/creating-pages');
    await expect.poll(() => urls.filter((u) => shown.includes(u)).sort(), { timeout: 15_000 }).toEqual([...new Set(shown)].sort());
    // Nearest first: the next and the previous page (the pagination's) before the rest.
    const neighbours = await page
      .locator('.dz-pagination-nav a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(neighbours.sort()).toEqual(['/docs/category/getting-started', '/docs/configuration']);
    expect(
      urls
        .filter((u) => shown.includes(u))
        .slice(0, 2)
        .sort(),
    ).toEqual(neighbours);
    // The pages of closed categories are not fetched: only those the panel shows, or that
    // the content links to (in view behind the panel).
    const inContent = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await page.waitForTimeout(1500);
    expect(urls.filter((u) => !shown.includes(u) && !inContent.includes(u))).toEqual([]);
  });

  test('a tap on a page the open menu fetched ahead swaps it in without asking the network again', async ({ page }) => {
    const urls = await openPhoneMenu(page);
    const link = page.getByRole('dialog').getByRole('link', { name: '升级', exact: true });
    await expect(link).toBeVisible();
    await expect.poll(() => urls.includes('/docs/migration'), { timeout: 15_000 }).toBe(true);
    // Marked as the router's, so that prerendering (where it runs) leaves the tap to it.
    await expect(link).toHaveAttribute('data-dz-fetched', '');
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && requests.push(new URL(r.url()).pathname));
    await mark(page);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/migration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/升级/);
    expect(await marked(page)).toBe(true);
    expect(requests).not.toContain('/docs/migration');
    // The panel went with the old body; the menu is closed (told one task after the swap) and
    // opens again on the new page.
    await expect(page.getByRole('dialog')).toBeHidden();
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await toggle.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: '升级', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('nothing is prefetched with save-data on', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await openRouted(page, '/docs/installation', { mark: false });
    const urls = prefetches(page);
    await addLink(page, '/docs/deployment');
    await page.locator('.dz-test-hover-link').hover();
    await page.locator('.dz-doc-sidebar a[href="/docs/configuration"]').first().hover();
    await page.getByRole('navigation').getByRole('link', { name: '博客', exact: true }).first().hover();
    await page.waitForTimeout(1500);
    expect(urls).toEqual([]);
  });

  test('with save-data on, opening the menu on a phone fetches none of its pages', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    const urls = await openPhoneMenu(page);
    await expect(page.getByRole('dialog').getByRole('link', { name: '升级', exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(urls).toEqual([]);
  });
});
