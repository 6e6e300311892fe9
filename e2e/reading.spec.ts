// Reading aids: the table of contents marks the section in view, category cards
// describe their items, and search excerpts read as clean body text.
import { test, expect, type Page } from '@playwright/test';

const ACTIVE = /dz-toc__link--active/;

/** Scrolls so that the heading sits at the top of the viewport, as after reading down to it. */
async function scrollToHeading(page: Page, name: string) {
  // The heading's name also holds its anchor link's (「…的直接链接」).
  const heading = page
    .getByRole('main')
    .getByRole('heading', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

test.describe('table of contents', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('marks the heading in view while the reader scrolls, and only that one', async ({ page }) => {
    await page.goto('/docs/installation');
    const toc = page.getByRole('navigation', { name: '本页总览' });
    const links = toc.getByRole('link');
    const names = (await links.allInnerTexts()).map((s) => s.trim());
    expect(names.length).toBeGreaterThan(3);
    for (const name of [names[2]!, names[0]!, names[names.length - 2]!]) {
      await scrollToHeading(page, name);
      await expect(toc.getByRole('link', { name, exact: true })).toHaveClass(ACTIVE);
      await expect(toc.locator('.dz-toc__link--active')).toHaveCount(1);
    }
  });

  test('marks nothing above the first section and follows a blog post too', async ({ page }) => {
    await page.goto('/blog/releases/3.6');
    const toc = page.getByRole('navigation', { name: '本页总览' });
    await expect(toc.locator('.dz-toc__link--active')).toHaveCount(0);
    const second = (await toc.getByRole('link').nth(1).innerText()).trim();
    await scrollToHeading(page, second);
    await expect(toc.getByRole('link', { name: second, exact: true })).toHaveClass(ACTIVE);
  });
});

test('category index cards have a title and a one-line description', async ({ page }) => {
  await page.goto('/docs/category/getting-started');
  const cards = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    const description = card.getByRole('paragraph');
    await expect(description).toHaveCount(1);
    expect((await description.innerText()).trim().length).toBeGreaterThan(4);
    // One line: the description is cut with an ellipsis rather than wrapped.
    const box = await description.boundingBox();
    const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
  }
  // Two equal columns on a wide screen.
  const boxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()));
  expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(2);
  expect(new Set(boxes.map((b) => Math.round(b!.height))).size).toBe(1);
});

test.describe('search excerpts', () => {
  for (const query of ['侧边栏', '配置', '版本化']) {
    test(`read as body text on the search page (${query})`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const results = page.getByRole('main').getByRole('article');
      await expect(results.first()).toBeVisible({ timeout: 20_000 });
      const excerpts = (await results.getByRole('paragraph').allInnerTexts()).filter((text) => !/^(文档|博客|社区|更新日志|页面)$/.test(text.trim()));
      expect(excerpts.length).toBeGreaterThan(3);
      for (const text of excerpts) {
        // No block break glued on with a Latin period, no double spaces, no code debris first.
        expect(text, text).not.toMatch(/\p{Script=Han}\./u);
        expect(text, text).not.toMatch(/ {2}/);
        expect(text, text).toMatch(/^[…\p{L}\p{N}「『（《“]/u);
        // A snippet ends at the end of a sentence or clause, or says it was cut.
        expect(text, text).toMatch(/[…。！？!?：:；;）」』”]$/u);
      }
    });
  }
});

test('a category index links its neighbours in reading order and starts where a docs page starts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/installation');
  const docsLeft = (await page.locator('.dz-doc-article').boundingBox())!.x;
  await page.goto('/docs/category/getting-started');
  const pager = page.getByRole('navigation', { name: '文件选项卡' });
  await expect(pager.getByRole('link')).toHaveCount(2);
  await expect(pager.getByRole('link').first()).toHaveAttribute('href', '/docs');
  await expect(pager.getByRole('link').last()).toHaveAttribute('href', '/docs/installation');
  // No table of contents here: the column still starts beside the sidebar, not centred.
  expect(Math.round((await page.locator('.dz-doc-article').boundingBox())!.x)).toBe(Math.round(docsLeft));
});
