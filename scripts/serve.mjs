#!/usr/bin/env node
// Production static server for dist/: resolves trailing-slash-off URLs to their .html files
// (`/docs/installation` → docs/installation.html, `/blog` → blog.html or blog/index.html),
// strips a trailing .html or /index.html on unknown paths, rewrites /feature-requests/* to the
// feature-requests page, and answers unknown paths with 404.html and status 404.
// With --headers it also sends the headers of dist/_headers (CSP and security headers).
// Text responses are gzipped for clients that accept it (--no-gzip turns that off).
// Usage: node scripts/serve.mjs [--port 3000] [--dir dist] [--headers] [--no-gzip]
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream', '.pf_fragment': 'application/octet-stream', '.pf_index': 'application/octet-stream', '.pf_filter': 'application/octet-stream', '.wasm': 'application/wasm',
};

/** Maps a URL pathname to a file in `dir`, or null. Exported for tests. */
export function resolveFile(dir, pathname) {
  let path;
  try { path = decodeURIComponent(pathname); } catch { return null; }
  path = normalize(path).replace(/\\/g, '/');
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  const base = join(dir, path);
  const candidates = path.endsWith('/')
    ? [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const c of candidates) if (isFile(c)) return c;
  // Unknown path ending in .html or /index.html: strip the suffix and try again.
  const stripped = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (stripped !== path) {
    for (const c of [join(dir, stripped) + '.html', join(dir, stripped, 'index.html')]) if (isFile(c)) return c;
  }
  if (/^\/feature-requests(\/|$)/.test(path) && isFile(join(dir, 'feature-requests.html'))) return join(dir, 'feature-requests.html');
  return null;
}

/** @typedef {[string, Record<string, string>][]} HeaderRules */

/**
 * Reads the static-host headers file the build writes (dist/_headers, see
 * src/integrations/security-headers.ts) as [path pattern, headers] rules. Exported for tests.
 * @param {string} dir
 * @returns {HeaderRules}
 */
export function readHeaderRules(dir) {
  const file = join(dir, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: the post-build step writes it (npm run build).`);
  /** @type {HeaderRules} */
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else if (rules.length && line.includes(':')) {
      const i = line.indexOf(':');
      rules.at(-1)[1][line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/**
 * Headers of the rules whose pattern (`*` matches anything) matches the pathname.
 * @param {HeaderRules} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [pattern, headers] of rules) {
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (re.test(pathname)) Object.assign(out, headers);
  }
  return out;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * @param {{ dir?: string, port?: number, host?: string, headers?: Record<string, string>, headerRules?: HeaderRules, gzip?: boolean }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ dir = 'dist', port = 3000, host = '127.0.0.1', headers = {}, headerRules = [], gzip = true } = {}) {
  const root = resolve(dir);
  const notFound = join(root, '404.html');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(root, url.pathname);
    const send = (status, path) => {
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const cache = /\/_astro\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
      // Text is gzipped when the client accepts it, as production hosts do.
      const compress = gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const encoding = compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {};
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, ...encoding, ...headers, ...headersFor(headerRules, url.pathname) });
      if (req.method === 'HEAD') return res.end();
      const stream = createReadStream(path);
      if (compress) stream.pipe(createGzip()).pipe(res);
      else stream.pipe(res);
    };
    if (file) return send(200, file);
    if (existsSync(notFound)) return send(404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const dir = arg('dir', 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${dir}/. Run "npm run build" first.`);
    process.exit(1);
  }
  // --headers: send the security headers the build generated (CSP etc.), as a static host would.
  const headerRules = process.argv.includes('--headers') ? readHeaderRules(dir) : [];
  await startServer({ dir, port, host: arg('host', '127.0.0.1'), headerRules, gzip: !process.argv.includes('--no-gzip') });
  console.log(`Docusaurus 中文站已启动：http://localhost:${port}`);
}
