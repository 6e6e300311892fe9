#!/usr/bin/env node
// Search budget (printed): bytes loaded before any interaction (must hold nothing of
// search), the first query (modal code + CSS + React + Pagefind + index + fragments) and
// later queries, as gzip sizes of the response bodies (Pagefind's files are already
// compressed, so their gzip size is their transfer size), and the time from typing to
// results once warm. Budgets: first query ≤ 250 KB, later ≤ 40 KB,
// warm results ≤ 100 ms.
// Usage: node scripts/search-bench.mjs [--dir dist] [--path /docs/installation]
import { gzipSync } from 'node:zlib';
import { cliArg as arg, withSiteAndBrowser } from './bench-browser.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const path = arg('path', '/docs/installation');
const firstQuery = '侧边栏';
const laterQueries = ['部署', 'swizzle 组件', '版本化'];
const BUDGET = { firstKb: 250, laterKb: 40, warmMs: 100 };
/** The modal's footer once the true count is known: the query's answer is complete. */
const SEE_ALL = /查看全部 \d+ 个结果/;

await withSiteAndBrowser(dir, async (browser, origin) => {
  const page = await browser.newPage();
  // Each request is counted in the step that sent it (its body may finish during the next one).
  let step = [];
  page.on('request', (request) => {
    const record = { url: request.url().replace(origin, ''), gzip: 0, raw: 0 };
    record.done = new Promise((resolve) => {
      const finish = async (r) => {
        if (r !== request) return;
        page.off('requestfinished', finish);
        page.off('requestfailed', finish);
        try {
          const body = await (await request.response())?.body();
          if (body) Object.assign(record, { gzip: gzipSync(body).length, raw: body.length });
        } catch {
          /* no body */
        }
        resolve();
      };
      page.on('requestfinished', finish);
      page.on('requestfailed', finish);
    });
    step.push(record);
  });
  const take = async () => {
    const out = step;
    step = [];
    await Promise.all(out.map((r) => r.done));
    return out.filter((r) => r.raw > 0);
  };
  const kb = (list) => list.reduce((n, r) => n + r.gzip, 0) / 1024;
  const box = page.getByPlaceholder('搜索文档');
  const hit = page.locator('.DocSearch-Hit');

  async function query(text) {
    const started = Date.now();
    await box.fill(text);
    await page.locator('.DocSearch-HitsFooter a', { hasText: SEE_ALL }).waitFor();
    await hit.first().waitFor();
    const ms = Date.now() - started;
    await quiet();
    return ms;
  }

  async function warmQuery(text) {
    return page.evaluate(
      async ([q, seeAll]) => {
        const input = document.querySelector('.DocSearch-Input');
        const setValue = (value) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        setValue('');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const started = performance.now();
        setValue(q);
        for (;;) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const footer = document.querySelector('.DocSearch-HitsFooter a')?.textContent ?? '';
          if (new RegExp(seeAll).test(footer) && document.querySelector('.DocSearch-Hit')) return Math.round(performance.now() - started);
          if (performance.now() - started > 10_000) return Number.POSITIVE_INFINITY;
        }
      },
      [text, SEE_ALL.source],
    );
  }

  // Playwright's 'networkidle' state resolves at once once a page has reached it: each step
  // waits here for its own requests (the excerpts follow the titles) before the next one starts.
  async function quiet() {
    for (;;) {
      const pending = step.length;
      await Promise.all(step.map((r) => r.done));
      await page.waitForTimeout(500);
      if (step.length === pending) return;
    }
  }

  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const beforeInteraction = await take();
  const searchBefore = beforeInteraction.filter((r) => /pagefind|SearchDialog|docsearch/i.test(r.url));

  await page.getByRole('link', { name: '搜索', exact: true }).click();
  await box.waitFor();
  await quiet();
  const open = await take();
  const firstMs = await query(firstQuery);
  // The search's own files; the pages the first interaction lets the page prefetch, and their
  // stylesheets, are not (the modal's CSS is inside its chunk, so no stylesheet is search's).
  const isSearch = (r) => /^\/(_astro|pagefind)\//.test(r.url) && !/\.css(\?|$)/.test(r.url);
  const afterClick = [...open, ...(await take())];
  const first = afterClick.filter(isSearch);
  const prefetched = afterClick.filter((r) => !isSearch(r));

  const later = [];
  for (const q of laterQueries) {
    const ms = await query(q);
    const got = (await take()).filter(isSearch);
    later.push({ query: q, kb: kb(got), ms });
  }
  // Warm: the same queries again (index chunks and fragments cached), timed in the page from
  // the input event to the frame that shows the first hit and the true count (a Playwright
  // fill and wait add their own round trips, about 50 ms here).
  const warm = [];
  for (const q of [firstQuery, ...laterQueries]) warm.push({ query: q, ms: await warmQuery(q) });

  const beforeKb = +kb(beforeInteraction).toFixed(1);
  const firstKb = +kb(first).toFixed(1);
  const parts = Object.entries(
    first.reduce((acc, r) => {
      const key = /\/pagefind\/(fragment|index)\//.test(r.url)
        ? `pagefind ${r.url.split('/')[2]}`
        : /\/pagefind\//.test(r.url)
          ? `pagefind ${r.url
              .split('/')
              .pop()
              ?.replace(/[._][0-9a-f]{6,}/, '')}`
          : r.url.replace(/[-.][A-Za-z0-9_-]{8}\.(js|css)$/, '.$1');
      acc[key] = (acc[key] ?? 0) + r.gzip;
      return acc;
    }, {}),
  ).map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`);
  const ok = searchBefore.length === 0 && firstKb <= BUDGET.firstKb && later.every((l) => l.kb <= BUDGET.laterKb) && warm.every((w) => w.ms <= BUDGET.warmMs);
  console.log(`search bench on ${path} (gzip KB):`);
  console.log(`  before interaction: ${beforeKb} KB, search requests: ${searchBefore.length}`);
  console.log(`  first query "${firstQuery}": ${firstKb} KB in ${first.length} requests, ${firstMs} ms (budget ${BUDGET.firstKb} KB)`);
  for (const p of parts) console.log(`    ${p}`);
  console.log(
    `  not counted, pages and their stylesheets prefetched after the first interaction: ${prefetched.map((r) => `${r.url} ${(r.gzip / 1024).toFixed(1)}`).join(', ') || 'nothing'}`,
  );
  for (const l of later) console.log(`  later query "${l.query}": ${+l.kb.toFixed(1)} KB, ${l.ms} ms (budget ${BUDGET.laterKb} KB)`);
  console.log(`  warm: ${warm.map((w) => `${w.query} ${w.ms} ms`).join(', ')} (budget ${BUDGET.warmMs} ms, input event to the frame that shows them)`);
  console.log(`  ${ok ? 'within budget' : 'OVER BUDGET'}`);
});
