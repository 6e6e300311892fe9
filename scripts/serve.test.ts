// scripts/serve.mjs: the --headers rules from dist/_headers and gzip for text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request, type Server } from 'node:http';
import { headersFor, readHeaderRules, startServer } from './serve.mjs';

const dir = mkdtempSync(join(tmpdir(), 'dz-serve-'));
let server: Server;
const port = 4600 + Math.floor(Math.random() * 300);

beforeAll(async () => {
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>404</title>');
  writeFileSync(join(dir, '_astro', 'a.js'), 'console.log(1)');
  writeFileSync(join(dir, '_headers'), '# comment\n/*\n  Content-Security-Policy: default-src \'self\'\n  X-Frame-Options: DENY\n\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  server = await startServer({ dir, port, headerRules: readHeaderRules(dir) });
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((ok, fail) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

describe('serve.mjs --headers', () => {
  it('parses the _headers rules and matches paths', () => {
    const rules = readHeaderRules(dir);
    expect(rules).toHaveLength(2);
    expect(headersFor(rules, '/docs')).toEqual({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' });
    expect(headersFor(rules, '/_astro/a.js')['Cache-Control']).toContain('immutable');
  });
  it('sends the headers on pages, assets and the 404 answer', async () => {
    for (const [path, status] of [['/', 200], ['/_astro/a.js', 200], ['/missing', 404]] as const) {
      const res = await get(path);
      expect(res.status).toBe(status);
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
  it('gzips text for clients that accept it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<title>home</title>');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });
  it('refuses to start with --headers when the build wrote no _headers', () => {
    const empty = mkdtempSync(join(tmpdir(), 'dz-serve-empty-'));
    expect(() => readHeaderRules(empty)).toThrow(/_headers is missing/);
    rmSync(empty, { recursive: true, force: true });
  });
});
