// The build on a plain static host (GitHub Pages, a bucket behind a CDN): files are served as
// they are, `/x` finds `x.html` or `x/index.html`, and any other path gets 404.html with
// status 404 — no suffix stripping, no rewrites. The not-found page then takes a page's URL
// with `.html`, `/index.html` or a trailing slash to the page itself (src/scripts/not-found.ts).
// The server below is that host, written here so the test does not depend on scripts/serve.mjs;
// it sends the build's security headers (dist/_headers, as Netlify or Cloudflare Pages would),
// so the normalisation also runs under the CSP.
import { test, expect, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { watch } from './support/csp';

const dist = resolve(process.env.DZ_OUT_DIR ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The `/*` headers of dist/_headers. */
function siteHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (!/^\s/.test(line)) inAll = line.trim() === '/*';
    else if (inAll && line.includes(':')) headers[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return headers;
}

function plainStaticHost(): Promise<Server> {
  const headers = siteHeaders();
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const base = join(dist, path);
    const file = path.split('/').includes('..') ? undefined : [base, `${base}.html`, join(base, 'index.html')].find(isFile);
    const status = file ? 200 : 404;
    const body = file ?? join(dist, '404.html');
    res.writeHead(status, { 'Content-Type': TYPES[extname(body)] ?? 'application/octet-stream', ...headers });
    if (req.method === 'HEAD') res.end();
    else createReadStream(body).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

let server: Server;
let origin: string;
test.beforeAll(async () => {
  server = await plainStaticHost();
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '找不到页面' });

test.describe('on a plain static host', () => {
  test('/index.html, .html and trailing-slash URLs of a page end on that page, query and hash kept', async ({ page }) => {
    const seen = await watch(page, origin);
    for (const [from, to, heading] of [
      ['/docs/installation/index.html?from=old#requirements', '/docs/installation?from=old#requirements', '安装'],
      ['/docs/installation/', '/docs/installation', '安装'],
      ['/blog/index.html', '/blog', '博客'],
      ['/community/support/index.html#discord', '/community/support#discord', undefined],
    ] as const) {
      const res = await page.goto(`${origin}${from}`);
      // /blog/index.html is a file here (the folder copy for hosts like this one): served as it
      // is, and the page then shows its clean URL; the others come through the not-found page.
      if (from !== '/blog/index.html') expect(res?.status(), `${from} is not a file on this host`).toBe(404);
      await expect(page, from).toHaveURL(`${origin}${to}`);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(notFoundHeading(page)).toHaveCount(0);
    }
    expect([...seen.violations, ...(await seen.domViolations())]).toEqual([]);
  });

  test('a page file asked for by name is served as it is, under its clean URL', async ({ page }) => {
    const res = await page.goto(`${origin}/docs/installation.html?x=1#requirements`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '安装' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/docs/installation?x=1#requirements`);
  });

  test('a missing page stays on the not-found page, with its URL', async ({ page }) => {
    const seen = await watch(page, origin);
    for (const path of ['/docs/no-such-page.html', '/docs/no-such-page/index.html', '/docs/no-such-page/', '/docs/no-such-page']) {
      const res = await page.goto(`${origin}${path}`);
      expect(res?.status(), path).toBe(404);
      await expect(notFoundHeading(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page, path).toHaveURL(`${origin}${path}`);
      await expect(notFoundHeading(page)).toBeVisible();
    }
    expect([...seen.violations, ...(await seen.domViolations())]).toEqual([]);
  });

  test('the normalisation script is loaded by the not-found page only', async ({ request }) => {
    const scripts = async (path: string) => {
      const html = await (await request.get(`${origin}${path}`)).text();
      return [...html.matchAll(/<script\b[^>]*?(?:src="([^"]+)"[^>]*)?>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? m[2]!.trim());
    };
    const notFound = await scripts('/docs/no-such-page');
    const others = new Set((await Promise.all(['/', '/docs/installation', '/blog', '/search'].map(scripts))).flat());
    const own = notFound.filter((s) => !others.has(s));
    expect(own, 'the not-found page has a script of its own').toHaveLength(1);
    expect(own[0]).toMatch(/HEAD|^\/_astro\//);
  });
});
