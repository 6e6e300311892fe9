#!/usr/bin/env node
// Next-page time with prerendering, measured in a browser that no debugger is attached to.
// Chromium never prerenders under a debugger (Playwright, DevTools: "PrerenderingDisabledByDevTools"),
// so scripts/navigation-bench.mjs can only time the client router's path. Here Chromium is
// started as a reader starts it, with no automation; a small script added to every page by a
// proxy in front of the production server plays the reader:
//   next-view  scrolls the next-page link into view, waits 2.5 s, clicks it;
//   focus      focuses the next-page link (intent, like a hover), waits 1.5 s, clicks it;
//   menu       (--phone) opens the menu, waits 2.5 s, taps the last page it shows (/docs/migration).
// The new page reports, in a beacon, the time from the click to its first frame on screen
// (after activation when it was prerendered, its first paint otherwise) and how it came:
// prerendered, client-side swap or full load.
// With no DevTools protocol there is no CDP throttling: `--phone` approximates the slow phone
// with a 390 × 844 window, a proxy that delays and rate-limits the responses, and a cgroup that
// caps all of Chromium at one core (CDP's CPU ×4 slows only the page's main thread, which a
// cgroup cannot single out; it needs root, else the run says the CPU was not capped).
// Usage: node scripts/prerender-bench.mjs [--runs 5] [--page /docs/installation] [--phone]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { FULL_CHROMIUM as chromium } from '../e2e/support/browsers.ts';
import { cliArg as arg } from './cli.mjs';
import { startServer } from './serve.mjs';

const runs = Number(arg('runs', 5));
const startPage = arg('page', '/docs/installation');
const phone = process.argv.includes('--phone');
const RTT_MS = 150;
// CPU time per 100 ms for all of Chromium: one core by default. A quarter of one core
// (DZ_CPU_QUOTA=25000, nearer CDP's ×4 for the page but every process shares it) leaves
// Chromium too starved to prerender at all: 5 of 5 runs were full loads of 3.3–4.9 s.
const CPU_QUOTA_US = Number(process.env.DZ_CPU_QUOTA ?? 100_000);
const BYTES_PER_MS = (1.6 * 1024 * 1024) / 8 / 1000;
/** Responses leave one after another at the link's rate: when the link is free again. */
let linkFreeAt = 0;
function throttled(res, status, headers, body) {
  if (!phone) return res.writeHead(status, headers).end(body);
  const start = Math.max(Date.now() + RTT_MS, linkFreeAt);
  linkFreeAt = start + gzipSync(body).length / BYTES_PER_MS;
  setTimeout(() => res.writeHead(status, headers).end(body), linkFreeAt - Date.now());
}
/** A cgroup (v1 cpu controller) capped at CPU_QUOTA_US per 100 ms, or null where it cannot be made. */
function slowCpuGroup() {
  if (!phone) return null;
  const dir = '/sys/fs/cgroup/cpu/dz-prerender-bench';
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/cpu.cfs_period_us`, '100000');
    writeFileSync(`${dir}/cpu.cfs_quota_us`, String(CPU_QUOTA_US));
    return dir;
  } catch {
    return null;
  }
}
const cpuGroup = slowCpuGroup();

// Runs in the pages (served by the proxy as /__dz-bench.js; 'self' under the site's CSP).
const PAGE_SCRIPT = `(() => {
  const kind = new URLSearchParams(location.search).get('dzbench');
  const now = () => performance.timeOrigin + performance.now();
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const report = (data) => navigator.sendBeacon('/__dz-bench-report', JSON.stringify(data));
  const started = () => JSON.parse(localStorage.getItem('dzbench') || 'null');
  const h1Shown = (how) => requestAnimationFrame(() => {
    const s = started();
    if (s) report({ kind: s.kind, how, ms: Math.round(now() - s.t), url: location.pathname });
  });
  if (kind) {
    addEventListener('load', async () => {
      await sleep(2000);
      if (kind === 'menu') document.querySelector('.dz-navbar__toggle').click();
      const link = document.querySelector(kind === 'menu' ? '#dz-mobile-panel a[href="/docs/migration"]' : '.dz-pagination-nav a:last-of-type');
      if (!link) return report({ error: 'no link to follow' });
      if (kind === 'focus') { link.focus(); await sleep(1500); }
      else { if (kind === 'next-view') link.scrollIntoView({ block: 'center' }); await sleep(2500); }
      // A client-side swap keeps this document: report from here.
      document.addEventListener('dz:page-load', () => h1Shown('client-side swap'), { once: true });
      localStorage.setItem('dzbench', JSON.stringify({ kind, t: now(), rules: document.querySelectorAll('script[type=speculationrules]').length, visible: document.visibilityState, supports: HTMLScriptElement.supports && HTMLScriptElement.supports('speculationrules'), webdriver: navigator.webdriver }));
      link.click();
    });
  } else if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => h1Shown('prerendered'), { once: true });
  } else {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (!paint) return;
      observer.disconnect();
      const s = started();
      if (s) report({ kind: s.kind, how: 'full load', ms: Math.round(performance.timeOrigin + paint.startTime - s.t), url: location.pathname, diag: s });
    }).observe({ type: 'paint', buffered: true });
  }
})();`;

const site = await startServer({ dir: process.env.DZ_OUT_DIR ?? 'dist', port: 0 });
const upstream = site.address().port;
let onReport = () => {};
const proxy = createServer((req, res) => {
  if (req.url === '/__dz-bench.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGE_SCRIPT);
  if (req.url === '/__dz-bench-report') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => (res.writeHead(204).end(), onReport(JSON.parse(body))));
    return;
  }
  const headers = { ...req.headers, 'accept-encoding': 'identity' };
  const up = request({ port: upstream, host: '127.0.0.1', path: req.url, method: req.method, headers }, (r) => {
    const isHtml = (r.headers['content-type'] ?? '').includes('text/html');
    const chunks = [];
    r.on('data', (c) => chunks.push(c));
    r.on('end', () => {
      let body = Buffer.concat(chunks);
      if (isHtml) body = Buffer.from(body.toString('utf8').replace('</head>', '<script src="/__dz-bench.js"></script></head>'));
      const { 'content-length': _, ...rest } = r.headers;
      throttled(res, r.statusCode ?? 502, rest, body);
    });
  });
  req.pipe(up);
});
await new Promise((ok) => proxy.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${proxy.address().port}`;

async function once(kind) {
  const profile = mkdtempSync(join(tmpdir(), 'dz-prerender-'));
  const args = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    phone ? '--window-size=390,844' : '--window-size=1280,900',
    `--user-data-dir=${profile}`,
    `${origin}${startPage}?dzbench=${kind}`,
  ];
  // In the slow cgroup, the shell moves itself there first; Chromium and its children inherit it.
  const browser = cpuGroup
    ? spawn('sh', ['-c', `echo $$ > ${cpuGroup}/cgroup.procs && exec "$0" "$@"`, chromium, ...args], { stdio: 'ignore' })
    : spawn(chromium, args, { stdio: 'ignore' });
  try {
    return await new Promise((ok) => {
      const limit = phone ? 180_000 : 60_000;
      const timer = setTimeout(() => ok({ kind, error: `no report in ${limit / 1000} s` }), limit);
      onReport = (data) => (clearTimeout(timer), ok(data));
    });
  } finally {
    browser.kill();
    await new Promise((r) => browser.once('exit', r));
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const setting = phone
  ? `phone: 390 px, ${RTT_MS} ms round trip, 1.6 Mbit/s, ${cpuGroup ? `Chromium capped at ${CPU_QUOTA_US / 1000} ms of CPU per 100 ms` : 'CPU NOT capped (no writable cgroup)'}`
  : 'desktop, no throttling';
console.log(`Next page from ${startPage} (Chromium without a debugger, ${setting}; ${runs} runs each)`);
for (const kind of phone ? ['next-view', 'focus', 'menu'] : ['next-view', 'focus']) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(kind));
  const ok = results.filter((r) => typeof r.ms === 'number');
  const hows = [...new Set(ok.map((r) => r.how))].join(', ') || '—';
  const errors = results.filter((r) => r.error).map((r) => r.error);
  const times = ok.map((r) => r.ms);
  console.log(
    `${kind.padEnd(10)} median ${ok.length ? median(times) : '—'} ms (${times.join(', ')}) · ${hows}${errors.length ? ` · errors: ${errors.join('; ')}` : ''}`,
  );
}
proxy.close();
site.close();
