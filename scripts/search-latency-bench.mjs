#!/usr/bin/env node
// Search latency (printed, not asserted): a docs page is loaded and left idle, the search
// modal is opened, then a query is typed in one input event; the time runs from that event's
// timeStamp to the frame in which the query's first result is on screen, and to the frame with
// its first excerpt (the modal adds them when the fragments arrive). The first query of a visit
// waits for Pagefind and its index; it is timed twice: typed into the modal's shell as soon as it
// shows (React and DocSearch still loading), and once DocSearch's own box is up, as a reader who
// reads the modal first would. Later queries reuse the index. Profiles: desktop and the slow phone.
// Usage: node scripts/search-latency-bench.mjs [--runs 5] [--dir dist] [--profiles mobile]
import { cliArg as arg, chosenProfiles, openPage, spread, withSiteAndBrowser } from './bench-browser.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const runs = Number(arg('runs', '5'));
const QUERIES = ['侧边栏', 'swizzle', '部署'];

/**
 * Types `text` in one input event; resolves with the ms from that event to the frame showing a
 * new hit, and to the frame showing a new excerpt row (NaN if none came within 10 s).
 */
async function timeQuery(page, box, text) {
  await page.evaluate(() => {
    const w = window;
    w.__dzOld = new Set(document.querySelectorAll('.DocSearch-Hit, .dz-search-shell__hit'));
    w.__dzTyped = undefined;
    w.__dzShown = undefined;
    w.__dzExcerpt = undefined;
    document.addEventListener('input', (e) => (w.__dzTyped = performance.timeOrigin + e.timeStamp), { capture: true, once: true });
    const fresh = (selector) => [...document.querySelectorAll(selector)].some((h) => !w.__dzOld.has(h));
    const frame = () => {
      const now = performance.timeOrigin + performance.now();
      // A result: DocSearch's hit, or the shell's row (the shell lists pages by title meanwhile).
      if (w.__dzTyped && !w.__dzShown && fresh('.DocSearch-Hit, .dz-search-shell__hit')) w.__dzShown = now;
      if (w.__dzTyped && fresh('.DocSearch-Hit--Child')) w.__dzExcerpt = now;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await box.fill(text);
  await page.waitForFunction(() => window.__dzShown, null, { timeout: 30_000 });
  await page.waitForFunction(() => window.__dzExcerpt, null, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => [window.__dzShown - window.__dzTyped, (window.__dzExcerpt ?? Number.NaN) - window.__dzTyped]);
}

async function once(browser, origin, profile, { atOnce }) {
  const { context, page } = await openPage(browser, profile);
  try {
    await page.goto(`${origin}/docs/installation`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await page.getByRole('link', { name: '搜索', exact: true }).first().click();
    const box = page.getByPlaceholder('搜索文档');
    await box.waitFor();
    if (atOnce) return [await timeQuery(page, box, QUERIES[0])];
    await page.locator('.DocSearch-Input').waitFor();
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
    const cases = [
      `first query ("${QUERIES[0]}"), typed into the shell at once`,
      `first query ("${QUERIES[0]}"), modal ready`,
      `later query ("${QUERIES[1]}")`,
      `later query ("${QUERIES[2]}")`,
    ];
    // Per case: the first result, then the first excerpt.
    const rows = cases.flatMap((name) => [{ query: name }, { query: `  … its excerpts` }]);
    const tryOnce = (profile, how) => once(browser, origin, profile, how).catch((e) => (console.error(String(e.message ?? e).split('\n')[0]), null));
    for (const [name, profile] of chosenProfiles()) {
      const atOnce = [];
      const ready = [];
      for (let i = 0; i < n; i++) {
        atOnce.push(await tryOnce(profile, { atOnce: true }));
        ready.push(await tryOnce(profile, { atOnce: false }));
      }
      const runsOf = [atOnce.map((t) => (t ? t[0] : undefined)), ...QUERIES.map((_, q) => ready.map((t) => (t ? t[q] : undefined)))];
      runsOf.forEach((timed, c) => {
        rows[2 * c][name] = spread(timed.map((t) => (t ? t[0] : NaN)));
        rows[2 * c + 1][name] = spread(timed.map((t) => (t ? t[1] : NaN)));
      });
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Typed query → first result on screen (median of ${runs}, min–max); the modal open:`);
  console.table(await searchLatencyTable());
}
