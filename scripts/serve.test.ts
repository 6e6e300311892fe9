// scripts/serve.mjs: the project's URL rules, the security headers of dist/_headers (re-read
// on a redeploy), gzip, and a server that no request, aborted download or swapped build can
// stop. Each test runs against a small build made here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { request, type Server } from 'node:http';
import { HASHED_FILE_HEADERS as HASHED_FILE_HEADERS_SERVE, headersFor, parseHeaderRules, resolveFile, route, startServer } from './serve.mjs';
import { BIG, rawRequest, writeBuild } from './fake-build';
import { HASHED_FILE_HEADERS, IMMUTABLE_PATHS, securityHeaders } from '../src/integrations/security-headers';

const dir = mkdtempSync(join(tmpdir(), 'dz-serve-'));
let server: Server;
const port = 4600 + Math.floor(Math.random() * 300);

beforeAll(async () => {
  writeBuild(dir, 'v1');
  server = await startServer({ dir, port });
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Res = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Res> {
  return new Promise((ok, fail) => {
    request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const openFds = () => readdirSync('/proc/self/fd').length;

describe('URL rules (route)', () => {
  const cases: [string, number, string?][] = [
    ['/', 200, 'index.html'],
    ['/docs', 200, 'docs.html'],
    ['/docs?x=1', 200, 'docs.html'],
    ['/docs/installation', 200, 'docs/installation.html'],
    ['/docs/installation.md', 200, 'docs/installation.md'],
    ['/llms.txt', 200, 'llms.txt'],
    ['/feature-requests', 200, 'feature-requests.html'],
    ['/feature-requests/p/some-idea', 200, 'feature-requests.html'],
    ['//', 200, 'index.html'],
    ['//docs', 200, 'docs.html'],
    ['http://example.com/docs', 200, 'docs.html'],
    ['/docs/', 301, '/docs'],
    ['/docs/?a=1', 301, '/docs?a=1'],
    ['/docs.html', 301, '/docs'],
    ['/docs/installation/index.html', 301, '/docs/installation'],
    ['/docs/installation.html?q=%E5%AE%89', 301, '/docs/installation?q=%E5%AE%89'],
    ['/home/', 301, '/home'],
    ['/index.html', 301, '/'],
    ['/%E5%AE%89%E8%A3%85/', 301, '/%E5%AE%89%E8%A3%85'],
    ['/missing', 404],
    ['/404', 200, '404.html'],
    ['/404.html', 404],
    ['/_headers', 404],
    ['/nginx-security-headers.conf', 404],
    ['/.git/config', 404],
    ['/_astro/missing.js', 404],
    ['/%', 400],
    ['/a%00b', 400],
    ['/../etc/passwd', 400],
    ['/%2e%2e/etc/passwd', 400],
    ['mailto:x', 400],
  ];
  for (const [target, status, where] of cases) {
    it(`${target} → ${status}${where ? ` ${where}` : ''}`, () => {
      const r = route(dir, target);
      expect(r.status).toBe(status);
      if (r.status === 200) expect(r.file).toBe(join(dir, where!));
      if (r.status === 301) expect(r.location).toBe(where);
    });
  }
  it('resolveFile gives the file of a page, or null', () => {
    expect(resolveFile(dir, '/docs')).toBe(join(dir, 'docs.html'));
    expect(resolveFile(dir, '/docs/')).toBeNull();
    expect(resolveFile(dir, '/missing')).toBeNull();
  });
  it('a redirect never leaves the site (//host)', () => {
    const r = route(dir, '//evil.example/');
    expect(r.status === 301 ? r.location.startsWith('//') : false).toBe(false);
  });
  it('hashed files are immutable, everything else is revalidated', () => {
    expect(route(dir, '/_astro/a-v1.js')).toMatchObject({ status: 200, cache: expect.stringContaining('immutable') });
    expect(route(dir, '/pagefind/fragment/zh_1.pf_fragment')).toMatchObject({ status: 200, cache: expect.stringContaining('immutable') });
    expect(route(dir, '/sw.js')).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(route(dir, '/docs')).toMatchObject({ status: 200, cache: 'no-cache' });
  });
});

describe('answers', () => {
  it('parses the _headers rules and matches paths', () => {
    const rules = parseHeaderRules(readFileSync(join(dir, '_headers'), 'utf8'));
    expect(rules).toHaveLength(1 + IMMUTABLE_PATHS.length);
    expect(headersFor(rules, '/docs')).toMatchObject({
      'Content-Security-Policy': "default-src 'self' 'v1'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(headersFor(rules, '/_astro/a.js')['Cache-Control']).toContain('immutable');
  });
  it('sends the security headers by default, on pages, redirects and errors', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/docs/', 301],
      ['/missing', 404],
      ['/_astro/missing.js', 404],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers['content-security-policy'], path).toBe("default-src 'self' 'v1'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });
  it('sends a hashed file only the headers that act on it', async () => {
    const res = await get('/_astro/a-v1.js');
    const sent = Object.keys(securityHeaders('x')).filter((name) => res.headers[name.toLowerCase()] !== undefined);
    expect(sent).toEqual([...HASHED_FILE_HEADERS]);
    expect(HASHED_FILE_HEADERS_SERVE).toEqual([...HASHED_FILE_HEADERS]);
  });
  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('找不到页面');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
  it('a missing hashed asset is a 404 that no cache keeps', async () => {
    const res = await get('/_astro/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/_astro/a-v1.js')).headers['cache-control']).toContain('immutable');
  });
  it('redirects the other forms of a page URL to the one URL, keeping the query', async () => {
    const res = await get('/docs/installation/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/installation?a=1');
  });
  it('sends Markdown and plain text as UTF-8', async () => {
    expect((await get('/docs/installation.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });
  it('gzips text for clients that accept it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<title>home v1</title>');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });
  it('supports ETag / 304, Range and HEAD', async () => {
    const first = await get('/docs');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/docs', { 'if-none-match': etag })).status).toBe(304);
    const part = await get('/_astro/big.bin', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.body).toHaveLength(10);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${BIG}`);
    const head = await get('/docs', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });
  it('answers other methods with 405 and a page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await get('/docs', {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body.toString()).toContain('<h1>');
    }
  });
});

describe('hostile requests never stop the server', () => {
  const lines: [string, RegExp][] = [
    ['GET // HTTP/1.1', /^HTTP\/1\.1 200/],
    ['GET //[ HTTP/1.1', /^HTTP\/1\.1 404/],
    ['GET //% HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET /% HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET http://example.com/docs HTTP/1.1', /^HTTP\/1\.1 200/],
    ['GET http://[ HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET * HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET /../../etc/passwd HTTP/1.1', /^HTTP\/1\.1 400/],
    [`GET /search?q=${'a'.repeat(50_000)} HTTP/1.1`, /^HTTP\/1\.1 414/],
    ['BREW / HTTP/1.1', /^HTTP\/1\.1 400/],
  ];
  for (const [line, expected] of lines) {
    it(`${line.slice(0, 40)} → ${expected.source.slice(-3)}, with a page, and the server stays up`, async () => {
      const answer = await rawRequest(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(expected);
      expect(answer).toMatch(/<h1>|<title>/);
      expect((await get('/')).status).toBe(200);
    });
  }
  it('headers over 16 KB get 431 with a page', async () => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('<h1>');
    expect((await get('/')).status).toBe(200);
  });
  it('aborted downloads leave no open file behind', async () => {
    const before = openFds();
    for (let i = 0; i < 150; i++) {
      await new Promise<void>((ok) => {
        const req = request({ host: '127.0.0.1', port, path: '/_astro/big.bin' }, (res) => {
          res.once('data', () => {
            req.destroy();
            ok();
          });
        });
        req.on('error', () => ok());
        req.end();
      });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(openFds() - before).toBeLessThan(20);
    expect((await get('/')).status).toBe(200);
  }, 30_000);
});

describe('a redeploy (dist/ replaced while serving) needs no restart', () => {
  it('keeps answering while files vanish, then serves the new build with its new headers', async () => {
    const downloads: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      downloads.push(get(i % 4 ? '/docs' : '/_astro/big.bin').catch(() => null));
      if (i === 10) {
        // Replace the build in place, as `rsync --delete` or `rm -rf dist && cp -r …` do.
        renameSync(dir, `${dir}-old`);
        writeBuild(dir, 'v2');
        rmSync(`${dir}-old`, { recursive: true, force: true });
      }
    }
    const answers = (await Promise.all(downloads)) as (Res | null)[];
    for (const a of answers) if (a) expect([200, 404]).toContain(a.status);
    expect((await get('/_astro/a-v2.js')).status).toBe(200);
    expect((await get('/_astro/a-v1.js')).status).toBe(404);
    const home = await get('/');
    expect(home.body.toString()).toContain('home v2');
    // The new build's policy, without restarting the server.
    expect(home.headers['content-security-policy']).toBe("default-src 'self' 'v2'");
  }, 30_000);
});

describe('command line', () => {
  it('sends the security headers by default (npm start, npm run preview)', async () => {
    const cliPort = port + 1;
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(cliPort)], { stdio: 'pipe' });
    try {
      await new Promise<void>((ok, fail) => {
        child.stdout.on('data', () => ok());
        child.on('exit', (code) => fail(new Error(`exited ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${cliPort}/docs`);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      child.kill();
    }
  }, 15_000);
});
