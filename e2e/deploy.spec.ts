// What a server answers for the built site, on each server the project ships: the chromium
// project runs this against scripts/serve.mjs, the nginx project against deploy/nginx.conf on
// real nginx (scripts/nginx-server.mjs). Text of the real build is gzipped, its hashed files
// are cached for good and everything else is revalidated. Then a plain static host (npm's
// http-server with its .html extension option, the folder-first behaviour of GitHub Pages and
// the like) reaches every route. The URL rules (one URL per page, 404, 405, the deploy files)
// are scripts/serve.test.ts, and scripts/nginx-config.test.ts compares nginx and serve.mjs
// form by form.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const dist = process.env.DZ_OUT_DIR ?? 'dist';

/** Every file under dist/<folder>, as URL paths. */
function files(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return walk(join(dist, folder)).map((f) => `/${relative(dist, f).split('\\').join('/')}`);
}
const largest = (paths: string[]) => paths.sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0]!;

test('text is gzipped, with each file type named', async ({ request }) => {
  const css = largest(files('_astro').filter((f) => f.endsWith('.css')));
  const js = largest(files('_astro').filter((f) => f.endsWith('.js')));
  const cases: [string, RegExp][] = [
    ['/docs/installation', /^text\/html; charset=utf-8$/],
    [css, /^text\/css; charset=utf-8$/],
    [js, /^(text|application)\/javascript; charset=utf-8$/],
    ['/sitemap-0.xml', /^(text|application)\/xml(; charset=utf-8)?$/],
  ];
  for (const [path, type] of cases) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(type);
    expect(res.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('hashed files are immutable; pages, sw.js, the search entry and errors are revalidated', async ({ request }) => {
  const immutable = [files('_astro').find((f) => f.endsWith('.js'))!, files('pagefind/fragment')[0]!, files('pagefind/index')[0]!];
  for (const path of immutable) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  for (const [path, status] of [
    ['/', 200],
    ['/docs/installation', 200],
    ['/sw.js', 200],
    ['/pagefind/pagefind-entry.json', 200],
    ['/pagefind/pagefind.js', 200],
    ['/_astro/no-such-chunk.js', 404],
    ['/pagefind/fragment/no-such.pf_fragment', 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
});

test.describe('a plain static host', () => {
  let host: Server | undefined;
  let base = '';
  test.beforeAll(async ({}, info) => {
    // Once: it starts its own server and does not depend on the project's.
    test.skip(info.project.name !== 'chromium', 'runs in the chromium project only');
    const require = createRequire(import.meta.url);
    const httpServer = require('http-server') as {
      createServer(o: object): { server: Server; listen(port: number, host: string, cb: () => void): void; close(): void };
    };
    const s = httpServer.createServer({ root: dist, ext: 'html', cache: -1 });
    await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
    host = s.server;
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  test.afterAll(() => host?.close());

  test('reaches every route of the build, the 41 pages beside a folder of the same name too', async () => {
    test.setTimeout(120_000);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const pages = files('.').filter((f) => f.endsWith('.html') && f !== '/404.html' && !(f.endsWith('/index.html') && f !== '/index.html'));
    const unreachable: string[] = [];
    for (const file of pages) {
      const route = file === '/index.html' ? '/' : file.slice(0, -'.html'.length);
      const res = await fetch(`${base}${encodeURI(route)}`);
      const body = await res.text();
      if (res.status !== 200 || title(body) !== title(readFileSync(join(dist, file), 'utf8'))) unreachable.push(`${route}: ${res.status}`);
    }
    expect(pages.length).toBeGreaterThan(400);
    expect(unreachable).toEqual([]);
  });

  test('answers an unknown path with the not-found page and status 404', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('找不到页面');
  });
});
