// deploy/nginx.conf + deploy/nginx-site.conf on real nginx (Debian's package; CI installs it),
// side by side with scripts/serve.mjs on the same small build: every URL form gets the same
// status, redirect, caching and type from both, hostile requests get an error page and leave
// nginx up, and a redeploy shows what nginx needs (a reload) and serve.mjs does not. Where the
// two servers differ on purpose, DIFFERENCES says so and the test checks that it still holds.
// Without nginx (a local machine) the nginx tests are skipped; in CI they must run.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { findNginx, localServerBlock, prepare, SHIPPED, SNIPPET } from './nginx-server.mjs';
import { GZIP_MIN_LENGTH, GZIP_TYPES, HASHED, IMMUTABLE, startServer } from './serve.mjs';
import { rawRequest, writeBuild } from './fake-build';
import { HASHED_FILE_HEADERS, IMMUTABLE_PATHS, securityHeaders } from '../src/integrations/security-headers';

const nginx = findNginx();
if (!nginx && process.env.CI) throw new Error('nginx is missing: .ci/run installs it');
const site = readFileSync(SNIPPET, 'utf8');

describe('configuration (no nginx needed)', () => {
  it('gzips the same types from the same size as serve.mjs', () => {
    const types = /^gzip_types\s+([^;]+);/m.exec(site)![1]!.split(/\s+/);
    expect(['text/html', ...types].sort()).toEqual([...GZIP_TYPES].sort());
    expect(Number(/^gzip_min_length\s+(\d+);/m.exec(site)![1])).toBe(GZIP_MIN_LENGTH);
  });
  it('keeps the standard MIME map and adds Markdown and the web manifest', () => {
    expect(site).toMatch(/^include mime\.types;$/m);
    expect(site).toMatch(/text\/markdown md;/);
    expect(/^charset_types\s+([^;]+);/m.exec(site)![1]).toContain('text/markdown');
  });
  it('marks exactly the hashed paths immutable, as serve.mjs and _headers do', () => {
    for (const path of IMMUTABLE_PATHS) expect(HASHED.test(path.replace('*', 'x'))).toBe(true);
    expect(HASHED.test('/pagefind/pagefind.js')).toBe(false);
    expect(site).toContain('location ~ ^/(?:_astro|pagefind/(?:fragment|index|filter))/ {');
  });
  // nginx drops every inherited add_header in a location that has one of its own: only the
  // hashed files' location may, with exactly the headers serve.mjs keeps there.
  it('only the hashed files add headers of their own: immutable caching and the two that act on a file', () => {
    const locations = site.split(/^location /m).slice(1);
    const adding = locations.filter((l) => /^\s*add_header/m.test(l));
    expect(adding.map((l) => l.slice(0, l.indexOf('{')).trim())).toEqual(['~ ^/(?:_astro|pagefind/(?:fragment|index|filter))/']);
    const values = securityHeaders('x');
    const expected = [['Cache-Control', IMMUTABLE], ...HASHED_FILE_HEADERS.map((name) => [name, values[name]])];
    expect([...adding[0]!.matchAll(/add_header (\S+) "([^"]*)";/g)].map((m) => [m[1], m[2]])).toEqual(expected);
  });
  it('the test server changes only the port and the two paths of deploy/nginx.conf', () => {
    const shipped = readFileSync(SHIPPED, 'utf8');
    const local = localServerBlock(shipped, { port: 9, root: '/b', snippet: '/s.conf' });
    expect(local).toContain('listen 127.0.0.1:9;');
    expect(local).toContain('root /b;');
    expect(local).toContain('include /b/nginx-security-headers.conf;');
    expect(local).toContain('include /s.conf;');
    expect(() => localServerBlock(shipped.replace('listen 80;', 'listen 8080;'), { port: 9, root: '/b', snippet: '/s.conf' })).toThrow(/listen 80/);
  });
});

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

type Answer = {
  status: number;
  location: string | null;
  type: string | null;
  cache: string | null;
  csp: string | null;
  encoding: string | null;
  allow: string | null;
};
async function ask(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  const h = res.headers;
  return {
    status: res.status,
    location: h.get('location'),
    type: h.get('content-type'),
    cache: h.get('cache-control'),
    csp: h.get('content-security-policy'),
    encoding: h.get('content-encoding'),
    allow: h.get('allow'),
  };
}

/** The status line of a raw request's answer and whether it has a page and the security headers. */
async function raw(port: number, text: string): Promise<{ status: number; page: boolean; csp: boolean }> {
  const answer = await rawRequest(port, text);
  const head = answer.split('\r\n\r\n')[0]!;
  return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), page: /<h1>|<title>/.test(answer), csp: /^content-security-policy:/im.test(head) };
}

/**
 * Where the two servers answer differently on purpose, field by field: [path or case, field,
 * nginx, serve.mjs]. The matrix test checks each still holds, so the list cannot go stale.
 */
const DIFFERENCES: [string, keyof Answer, string | null, string | null][] = [
  // Debian's nginx 1.22 mime.types predates RFC 9239; browsers run both.
  ['/_astro/a-v1.js', 'type', 'application/javascript; charset=utf-8', 'text/javascript; charset=utf-8'],
  ['/sw.js', 'type', 'application/javascript; charset=utf-8', 'text/javascript; charset=utf-8'],
];

describe.skipIf(!nginx)('nginx and serve.mjs side by side', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dz-nginx-build-'));
  let nginxProcess: ChildProcess;
  let nginxArgs: string[];
  let prefix: string;
  let node: Server;
  let N = '';
  let S = '';
  let nginxPort = 0;

  beforeAll(async () => {
    writeBuild(dir, 'v1');
    nginxPort = await freePort();
    ({ prefix, args: nginxArgs } = prepare({ port: nginxPort, dir, nginx: nginx! }));
    const check = spawnSync(nginx!, [...nginxArgs, '-t'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr, 'nginx -t warnings').not.toMatch(/\[(warn|emerg|alert)\]/);
    nginxProcess = spawn(nginx!, nginxArgs, { stdio: 'ignore' });
    const nodePort = await freePort();
    node = await startServer({ dir, port: nodePort });
    N = `http://127.0.0.1:${nginxPort}`;
    S = `http://127.0.0.1:${nodePort}`;
    await vi.waitFor(() => fetch(`${N}/`), { timeout: 5000, interval: 100 });
  }, 30_000);
  afterAll(() => {
    nginxProcess?.kill('SIGQUIT');
    node?.close();
    rmSync(dir, { recursive: true, force: true });
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  const forms: [string, RequestInit?][] = [
    ['/'],
    ['/docs'],
    ['/docs?x=1'],
    ['/docs/'],
    ['/docs/?a=1'],
    ['/docs.html'],
    ['/docs/index.html'],
    ['/docs/installation'],
    ['/docs/installation/'],
    ['/docs/installation.html?q=1'],
    ['/docs/installation/index.html'],
    ['/docs/installation.md'],
    ['/llms.txt'],
    ['/index.html'],
    ['/index.html?a=1'],
    ['/home/'],
    ['/feature-requests'],
    ['/feature-requests/'],
    ['/feature-requests/p/idea'],
    ['/changelog/V2%20Changelog'],
    ['/changelog/V2%20Changelog/'],
    ['/%E5%AE%89%E8%A3%85/'],
    ['/missing'],
    ['/missing/'],
    ['/missing.html'],
    ['/404'],
    ['/404.html'],
    ['/img'],
    ['/img/'],
    ['/img/logo.svg'],
    ['/_headers'],
    ['/nginx-security-headers.conf'],
    ['/.git/config'],
    ['/_astro/a-v1.js'],
    ['/_astro/missing.js'],
    ['/_astro/'],
    ['/_astro/style.css'],
    ['/pagefind/fragment/zh_1.pf_fragment'],
    ['/pagefind/index/zh_1.pf_index'],
    ['/pagefind/pagefind-entry.json'],
    ['/pagefind/fragment/missing.pf_fragment'],
    ['/sw.js'],
    ['/manifest.json'],
    ['/sitemap-index.xml'],
    ['/docs', { method: 'HEAD' }],
    ['/docs', { method: 'POST' }],
    ['/docs', { method: 'PUT' }],
    ['/docs', { method: 'DELETE' }],
    ['/', { headers: { 'accept-encoding': 'gzip' } }],
    ['/_astro/style.css', { headers: { 'accept-encoding': 'gzip' } }],
    ['/manifest.json', { headers: { 'accept-encoding': 'gzip' } }],
    ['/img/logo.svg', { headers: { 'accept-encoding': 'gzip' } }],
    ['/sitemap-index.xml', { headers: { 'accept-encoding': 'gzip' } }],
    ['/missing', { headers: { 'accept-encoding': 'gzip' } }],
  ];

  it('answer every URL form alike (status, redirect, type, caching, CSP, gzip)', async () => {
    const rows: string[] = [];
    const mismatches: string[] = [];
    const seen = new Set<string>();
    for (const [path, init] of forms) {
      const label = `${init?.method ?? 'GET'} ${path}${init?.headers ? ' (gzip)' : ''}`;
      const [n, s] = await Promise.all([ask(N, path, init), ask(S, path, init)]);
      rows.push(`${label.padEnd(46)} nginx ${n.status} ${n.location ?? ''} | serve.mjs ${s.status} ${s.location ?? ''}`);
      const fields: (keyof Answer)[] = ['status', 'location', 'cache', 'encoding'];
      // Error and redirect bodies are each server's own small page; pages and files must match.
      if (n.status === 200 || n.status === 404) fields.push('type');
      if (n.status !== 405) fields.push('csp');
      for (const field of fields) {
        const known = DIFFERENCES.find(([p, f]) => p === path && f === field);
        if (known) {
          seen.add(`${path} ${field}`);
          expect([n[field], s[field]], `${label} ${field}: the known difference changed`).toEqual([known[2], known[3]]);
        } else if (n[field] !== s[field]) mismatches.push(`${label} ${field}: nginx ${n[field]} ≠ serve.mjs ${s[field]}`);
      }
    }
    console.log(rows.join('\n'));
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(DIFFERENCES.map(([p, f]) => `${p} ${f}`).sort());
  }, 60_000);

  it('serve pages and files with their types (not application/octet-stream)', async () => {
    for (const [path, type] of [
      ['/', 'text/html; charset=utf-8'],
      ['/docs', 'text/html; charset=utf-8'],
      ['/missing', 'text/html; charset=utf-8'],
      ['/_astro/style.css', 'text/css; charset=utf-8'],
      ['/docs/installation.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/img/logo.svg', 'image/svg+xml'],
      ['/manifest.json', 'application/json; charset=utf-8'],
    ]) {
      expect((await ask(N, path!)).type, path).toBe(type);
    }
  }, 20_000);

  it('answer 405 to other methods (serve.mjs also names the allowed ones)', async () => {
    for (const path of ['/docs', '/_astro/a-v1.js']) {
      const [n, s] = await Promise.all([ask(N, path, { method: 'POST' }), ask(S, path, { method: 'POST' })]);
      expect([n.status, s.status], path).toEqual([405, 405]);
      expect([n.allow, s.allow], path).toEqual([null, 'GET, HEAD']);
      expect([n.csp, s.csp], path).toEqual(["default-src 'self' 'v1'", "default-src 'self' 'v1'"]);
    }
  });

  const hostile: [string, number, number][] = [
    // request line, nginx, serve.mjs
    ['GET // HTTP/1.1', 200, 200],
    ['GET //[ HTTP/1.1', 404, 404],
    ['GET //% HTTP/1.1', 400, 400],
    ['GET //evil.example/ HTTP/1.1', 404, 404],
    ['GET http://example.com/docs HTTP/1.1', 200, 200],
    ['GET /../../etc/passwd HTTP/1.1', 400, 400],
    ['GET /a%00b HTTP/1.1', 400, 400],
    ['GET /_astro/a%00b.js HTTP/1.1', 400, 400],
    [`GET /search?q=${'a'.repeat(50_000)} HTTP/1.1`, 414, 414],
  ];
  it('answer hostile request lines alike, with a page and the security headers, and stay up', async () => {
    const nodePort = Number(new URL(S).port);
    for (const [line, nStatus, sStatus] of hostile) {
      const text = `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const [n, s] = await Promise.all([raw(nginxPort, text), raw(nodePort, text)]);
      expect([n.status, s.status], line.slice(0, 40)).toEqual([nStatus, sStatus]);
      expect(n.page && s.page, `${line.slice(0, 40)}: a page`).toBe(true);
      expect(n.csp && s.csp, `${line.slice(0, 40)}: the security headers`).toBe(true);
    }
    expect((await ask(N, '/')).status).toBe(200);
    expect((await ask(S, '/')).status).toBe(200);
  }, 20_000);

  it('a redeploy: serve.mjs sends the new policy at once, nginx after a reload', async () => {
    writeBuild(dir, 'v2');
    expect((await ask(S, '/')).csp).toBe("default-src 'self' 'v2'");
    // nginx read the headers file when it started: the old policy, which would block the new
    // build's inline scripts, until the operator reloads.
    expect((await ask(N, '/')).csp).toBe("default-src 'self' 'v1'");
    expect(spawnSync(nginx!, [...nginxArgs, '-s', 'reload']).status).toBe(0);
    await expect.poll(async () => (await ask(N, '/')).csp, { timeout: 10_000 }).toBe("default-src 'self' 'v2'");
    expect((await ask(N, '/_astro/a-v2.js')).status).toBe(200);
  }, 20_000);
});
