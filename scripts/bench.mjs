#!/usr/bin/env node
// `npm run bench` (README, 其他脚本): size and speed figures, printed, not asserted, against
// dist/ (DZ_OUT_DIR); `--load` and `--scale N` run scripts/load-test.mjs and
// scripts/bench-scale.mjs instead.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from '../src/lib/files.ts';
import { withSiteAndBrowser } from './bench-browser.mjs';

if (process.argv.includes('--scale')) {
  const { runScaleBench } = await import('./bench-scale.mjs');
  process.exit((await runScaleBench(process.argv.slice(2))) ? 0 : 1);
}

const dir = process.env.DZ_OUT_DIR ?? 'dist';
const pages = JSON.parse(readFileSync('bench/pages.json', 'utf8'));
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)}`;

if (process.argv.includes('--load')) {
  process.exit(
    spawnSync(process.execPath, ['scripts/load-test.mjs', '--dir', dir, ...process.argv.slice(2).filter((a) => a !== '--load')], { stdio: 'inherit' }).status ??
      1,
  );
}

if (process.argv.includes('--build')) {
  const started = Date.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', 'npx', 'astro', 'build'], { encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const peak = r.stderr?.trim().split('\n').pop();
  console.log(`build: ${seconds}s wall, peak RSS ${peak && /^\d+$/.test(peak) ? `${(Number(peak) / 1024).toFixed(0)} MB` : 'n/a'}, exit ${r.status}`);
}

function classify(url, type) {
  if (type === 'document') return 'html';
  if (type === 'stylesheet' || url.endsWith('.css')) return 'css';
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  return 'other';
}

async function measure(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const records = [];
  // On load = requests started by the load event, as the Lighthouse gate counts them: the
  // first-touch layer the page fetches once idle after load is not "on load" (a fixed wait
  // after the event counted it or not depending on how fast the machine was).
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    const beforeLoad = !loaded;
    request
      .response()
      .then((response) => response?.body())
      .then((body) => {
        if (!body) return;
        const url = request.url();
        records.push({
          url,
          beforeLoad,
          kind: classify(url, request.resourceType()),
          raw: body.length,
          gzip: gzipSync(body).length,
          external: !url.startsWith(origin),
        });
      })
      .catch(() => {
        /* redirects and aborted requests have no body */
      });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Untouched, a page registers its service worker 5 s after load (src/scripts/chrome.ts).
  await page.waitForTimeout(6000);
  await context.close();
  const onLoad = records.filter((r) => r.beforeLoad);
  const sum = (list, kind, key) => list.filter((r) => !kind || r.kind === kind).reduce((n, r) => n + r[key], 0);
  return { onLoad, idle: records, sum };
}

const rows = [];
await withSiteAndBrowser(dir, async (browser, origin) => {
  for (const [type, path] of Object.entries(pages)) {
    const { onLoad, idle, sum } = await measure(browser, origin, path);
    const budget = budgets[type] ?? {};
    const total = sum(onLoad, null, 'gzip');
    const js = sum(onLoad, 'js', 'gzip');
    const html = sum(onLoad, 'html', 'raw');
    const over = [
      budget.totalGzip && total > budget.totalGzip ? 'total' : '',
      budget.jsGzip && js > budget.jsGzip ? 'js' : '',
      budget.htmlRaw && html > budget.htmlRaw ? 'html' : '',
    ].filter(Boolean);
    rows.push({
      type,
      path,
      html: `${kb(html)}/${kb(sum(onLoad, 'html', 'gzip'))}`,
      css: `${kb(sum(onLoad, 'css', 'raw'))}/${kb(sum(onLoad, 'css', 'gzip'))}`,
      js: `${kb(sum(onLoad, 'js', 'raw'))}/${kb(js)}`,
      totalGzip: kb(total),
      idleGzip: kb(sum(idle, null, 'gzip')),
      requests: `${onLoad.length}/${idle.length}`,
      external: idle.filter((r) => r.external).length,
      budget: budget.totalGzip ? `${kb(budget.totalGzip)} / js ${kb(budget.jsGzip)}` : '-',
      status: over.length ? `OVER (${over.join(', ')})` : 'ok',
    });
  }
});
console.log('\nPer page type (KB; "raw/gzip"; on load before interaction; idle = 6 s after network idle, untouched):');
console.table(rows);

// The byte budgets hold for a typical page of each type (bench/pages.json picks one near the
// median); long reference pages are bigger. How the HTML of every docs page compares:
const sizes = (folder) =>
  htmlFiles(join(dir, folder))
    .map((file) => statSync(file).size)
    .sort((a, b) => a - b);
const htmlLimit = budgets.docs?.htmlRaw ?? Infinity;
for (const folder of ['docs', 'community', 'blog']) {
  const list = sizes(folder);
  const at = (q) => kb(list[Math.min(list.length - 1, Math.floor(q * list.length))]);
  console.log(
    `${folder}/: ${list.length} pages, HTML raw KB median ${at(0.5)}, p90 ${at(0.9)}, max ${kb(list.at(-1))}; within ${kb(htmlLimit)} KB: ${list.filter((n) => n <= htmlLimit).length}/${list.length}`,
  );
}

// Search: first- and later-query bytes (scripts/search-bench.mjs, its own budgets).
if (!process.argv.includes('--no-search')) {
  console.log('');
  spawnSync(process.execPath, ['scripts/search-bench.mjs', '--dir', dir], { stdio: 'inherit' });
}

// Latency tables (figures, not gates): first interaction with each chrome control,
// navigation to the next page and search results; desktop and a throttled phone.
// --no-latency skips them.
if (!process.argv.includes('--no-latency')) {
  const { interactionTable } = await import('./interaction-bench.mjs');
  const { navigationTable } = await import('./navigation-bench.mjs');
  console.log('\nFirst interaction → visible effect (median of 3, min–max; mobile = 390 px, 150 ms RTT, 1.6 Mbit/s, CPU ×4):');
  console.table(await interactionTable({ dir, runs: 3 }));
  console.log("\nClick → next page's h1 on screen (median of 5, min–max, how it was shown; idle KB = fetched after load before the click):");
  console.table(await navigationTable({ outDir: dir, n: 5 }));
  const { searchLatencyTable } = await import('./search-latency-bench.mjs');
  console.log('\nTyped query → first result on screen (median of 5, min–max; the modal already open):');
  console.table(await searchLatencyTable({ outDir: dir, n: 5 }));
  console.log('');
  // Prerendered next page: Chromium started without a debugger, so with no CDP throttling;
  // the phone run approximates it (proxy round trip and rate, Chromium capped at one core).
  for (const extra of [[], ['--phone']])
    spawnSync(process.execPath, ['scripts/prerender-bench.mjs', '--runs', '5', ...extra], { stdio: 'inherit', env: { ...process.env, DZ_OUT_DIR: dir } });
}
