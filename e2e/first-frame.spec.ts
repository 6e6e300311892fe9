// The first frame after a client-side swap lays out only the text blocks that start on the
// screen, by a lower bound of their heights worked out before layout (src/lib/first-frame.ts),
// the text taken to start under the navbar (src/scripts/router.ts). That holds only while the
// estimate stays below what the stylesheets really do: a larger line height, margin or font
// would hold back a block on screen and leave it blank for a frame. On a sample of page kinds,
// at a phone's and a desktop's size, every block the estimate would hold back starts below
// the screen in the real layout.
import { test, expect } from '@playwright/test';
import { type BlockLike, firstFrameBlocks } from '../src/lib/first-frame';
import { VIEWPORTS } from './support/page-types';

/** Page kinds: tabs, tables, math, long lists, an API page, a test page of headings, a blog post. */
const PAGES = [
  '/docs/configuration',
  '/docs/typescript-support',
  '/docs/sidebar/items',
  '/docs/markdown-features/math-equations',
  '/docs/i18n/tutorial',
  '/docs/migration',
  '/docs/api/plugins/@docusaurus/plugin-debug',
  '/community/contributing',
  '/tests/docs/toc/toc-2-3',
  '/blog/releases/3.1',
];

type Plain = { tagName: string; textContent: string | null; attrs: Record<string, string>; children: Plain[] };
const blockLike = (p: Plain): BlockLike => ({ ...p, children: p.children.map(blockLike), getAttribute: (name) => p.attrs[name] ?? null });

for (const viewport of Object.values(VIEWPORTS)) {
  test(`at ${viewport.width} px, every text block the first frame would hold back starts below the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      const facts = await page.evaluate(() => {
        const plain = (el: Element): Plain => ({
          tagName: el.tagName,
          textContent: el.textContent,
          attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
          children: [...el.children].map(plain),
        });
        const markdown = document.querySelector('.dz-markdown')!;
        const main = document.getElementById('dz-main')!.getBoundingClientRect();
        const bar = document.querySelector('.dz-announcement')?.getBoundingClientRect().height ?? 0;
        return {
          blocks: [...markdown.children].map(plain),
          // Page tops; a block that is not laid out (a script) has no box and no top.
          tops: [...markdown.children].map((el) => (el.getClientRects().length ? el.getBoundingClientRect().top + scrollY : null)),
          width: markdown.getBoundingClientRect().width,
          textTop: main.top + scrollY - bar,
        };
      });
      const keep = firstFrameBlocks(facts.blocks.map(blockLike), { width: facts.width }, viewport.height - facts.textTop);
      const firstHeld = facts.tops.slice(keep).find((top) => top !== null);
      expect(keep, `${path}: no block kept`).toBeGreaterThan(0);
      if (firstHeld !== undefined) expect(firstHeld, `${path}: the first block held back`).toBeGreaterThanOrEqual(viewport.height);
    }
  });
}
