#!/usr/bin/env node
// Bytes on the wire of a first visit (printed, not asserted): each page is opened in a fresh
// browser context and left idle for --idle ms (default 8000), and every answer from the site
// is counted as Chromium received it over HTTP/1.1: response headers and (compressed) bodies,
// split by kind. `npm run bench` counts bodies only; here the headers show too, which over
// HTTP/1.1 travel again with every answer (HTTP/2 compresses repeated ones).
// Serves dist/ with scripts/serve.mjs, or measures a running server with --base (nginx:
// `node scripts/nginx-server.mjs --port 8080`, then --base http://localhost:8080).
// Usage: node scripts/wire-bench.mjs [--dir dist] [--base URL] [--idle 8000] [--paths /,/docs/installation]
import { cliArg as arg, withSiteAndBrowser } from './bench-browser.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const idle = Number(arg('idle', '8000'));
const paths = arg('paths', '/,/docs/installation,/blog,/blog/releases/3.6').split(',');
const kb = (n) => (n / 1024).toFixed(1);

await withSiteAndBrowser(
  dir,
  async (browser, base) => {
    const rows = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      /** @type {Map<string, { url?: string, type?: string, headers?: number, total?: number }>} */
      const answers = new Map();
      const entry = (id) => answers.get(id) ?? answers.set(id, {}).get(id);
      cdp.on('Network.responseReceivedExtraInfo', (e) => (entry(e.requestId).headers = (e.headersText ?? '').length));
      cdp.on('Network.responseReceived', (e) => Object.assign(entry(e.requestId), { url: e.response.url, type: e.type }));
      cdp.on('Network.loadingFinished', (e) => (entry(e.requestId).total = e.encodedDataLength));
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(idle);
      const own = [...answers.values()].filter((a) => a.url?.startsWith(base) && a.total != null);
      const sum = (list, f) => list.reduce((n, a) => n + (f(a) ?? 0), 0);
      const sub = own.filter((a) => a.type !== 'Document');
      rows.push({
        page: path,
        answers: own.length,
        'wire KB': kb(sum(own, (a) => a.total)),
        'headers KB': kb(sum(own, (a) => a.headers)),
        'headers of subresources KB': kb(sum(sub, (a) => a.headers)),
        'bodies KB': kb(sum(own, (a) => a.total - (a.headers ?? 0))),
      });
      await context.close();
    }
    console.log(`First visit on the wire (HTTP/1.1, ${idle} ms idle after load), ${base}:`);
    console.table(rows);
  },
  arg('base'),
);
