#!/usr/bin/env node
// Search latency (printed, not asserted): a docs page is loaded and left idle, the search
// modal is opened, then a query is typed in one input event; the time runs from that event's
// timeStamp to the animation frame in which the first result of the query is on screen. The
// first query of a visit loads Pagefind and its index; later queries ("swizzle", "部署")
// reuse them. Profiles: desktop and the slow phone (150 ms RTT, 1.6 Mbit/s, CPU ×4).
// Usage: node scripts/search-latency-bench.mjs [--runs 5] [--dir dist] [--profiles mobile]
import { cliArg as arg, chosenProfiles, openPage, spread, withSiteAndBrowser } from './bench-browser.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const runs = Number(arg('runs', '5'));
const QUERIES = ['侧边栏', 'swizzle', '部署'];

/** Types `text` in one input event; resolves with the ms from that event to the frame showing a new hit. */
async function timeQuery(page, box, text) {
  await page.evaluate(() => {
    const w = window;
    w.__dzOld = new Set(document.querySelectorAll('.DocSearch-Hit'));
    w.__dzTyped = undefined;
    w.__dzShown = undefined;
    document.addEventListener('input', (e) => (w.__dzTyped = performance.timeOrigin + e.timeStamp), { capture: true, once: true });
    const frame = () => {
      const fresh = [...document.querySelectorAll('.DocSearch-Hit')].some((h) => !w.__dzOld.has(h));
      if (w.__dzTyped && fresh) w.__dzShown = performance.timeOrigin + performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await box.fill(text);
  await page.waitForFunction(() => window.__dzShown, null, { timeout: 30_000 });
  return page.evaluate(() => window.__dzShown - window.__dzTyped);
}

async function once(browser, origin, profile) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.goto(`${origin}/docs/installation`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await page.getByRole('link', { name: '搜索', exact: true }).first().click();
    const box = page.getByPlaceholder('搜索文档');
    await box.waitFor();
    await page.waitForTimeout(500);
    const times = [];
    for (const q of QUERIES) times.push(await timeQuery(page, box, q));
    return times;
  } finally {
    await context.close();
  }
}

export async function searchLatencyTable({ outDir = dir, n = runs } = {}) {
  return withSiteAndBrowser(outDir, async (browser, origin) => {
    const rows = [{ query: `first query ("${QUERIES[0]}")` }, { query: `later query ("${QUERIES[1]}")` }, { query: `later query ("${QUERIES[2]}")` }];
    for (const [name, profile] of chosenProfiles()) {
      const all = [];
      for (let i = 0; i < n; i++) all.push(await once(browser, origin, profile).catch((e) => (console.error(String(e.message ?? e).split('\n')[0]), null)));
      rows.forEach((row, q) => (row[name] = spread(all.map((t) => (t ? t[q] : NaN)))));
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Typed query → first result on screen (median of ${runs}, min–max); the modal already open:`);
  console.table(await searchLatencyTable());
}
