#!/usr/bin/env node
// Next-page time with prerendering, measured in a browser that no debugger is attached to.
// Chromium never prerenders under a debugger (Playwright, DevTools: "PrerenderingDisabledByDevTools"),
// so scripts/navigation-bench.mjs can only time the client router's path. Here Chromium is
// started as a reader starts it, with no automation; a small script added to every page by a
// proxy in front of the production server plays the reader:
//   next-view  scrolls the next-page link into view, waits 2.5 s, clicks it;
//   focus      focuses the next-page link (intent, like a hover), waits 1.5 s, clicks it.
// The new page reports, in a beacon, the time from the click to its first frame on screen
// (after activation when it was prerendered, its first paint otherwise) and how it came:
// prerendered, client-side swap or full load.
// Limits: with no DevTools protocol there is no network or CPU throttling, so these are
// desktop figures on this machine; the phone profile's figure for the same path is the
// activation itself (no network) on a CPU four times slower.
// Usage: node scripts/prerender-bench.mjs [--runs 5] [--page /docs/installation]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliArg as arg } from './bench-browser.mjs';
import { startServer } from './serve.mjs';

const runs = Number(arg('runs', 5));
const startPage = arg('page', '/docs/installation');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
      const link = document.querySelector('.dz-pagination-nav a:last-of-type');
      if (!link) return report({ error: 'no next-page link' });
      if (kind === 'next-view') { link.scrollIntoView({ block: 'center' }); await sleep(2500); }
      else { link.focus(); await sleep(1500); }
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
    if (!isHtml) return (res.writeHead(r.statusCode ?? 502, r.headers), r.pipe(res));
    const chunks = [];
    r.on('data', (c) => chunks.push(c));
    r.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8').replace('</head>', '<script src="/__dz-bench.js"></script></head>');
      const { 'content-length': _, ...rest } = r.headers;
      res.writeHead(r.statusCode ?? 200, rest).end(html);
    });
  });
  req.pipe(up);
});
await new Promise((ok) => proxy.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${proxy.address().port}`;

async function once(kind) {
  const profile = mkdtempSync(join(tmpdir(), 'dz-prerender-'));
  const browser = spawn(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--window-size=1280,900',
      `--user-data-dir=${profile}`,
      `${origin}${startPage}?dzbench=${kind}`,
    ],
    { stdio: 'ignore' },
  );
  try {
    return await new Promise((ok) => {
      const timer = setTimeout(() => ok({ kind, error: 'no report in 60 s' }), 60_000);
      onReport = (data) => (clearTimeout(timer), ok(data));
    });
  } finally {
    browser.kill();
    await new Promise((r) => browser.once('exit', r));
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Next page from ${startPage} (Chromium without a debugger, desktop, no throttling; ${runs} runs each)`);
for (const kind of ['next-view', 'focus']) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(kind));
  const ok = results.filter((r) => typeof r.ms === 'number');
  const hows = [...new Set(ok.map((r) => r.how))].join(', ') || '—';
  const errors = results.filter((r) => r.error).map((r) => r.error);
  const times = ok.map((r) => r.ms);
  if (process.env.DZ_DEBUG) console.log(results);
  console.log(
    `${kind.padEnd(10)} median ${ok.length ? median(times) : '—'} ms (${times.join(', ')}) · ${hows}${errors.length ? ` · errors: ${errors.join('; ')}` : ''}`,
  );
}
proxy.close();
site.close();
