#!/usr/bin/env node
// Production server for dist/ (`npm start`, `npm run preview`, the e2e suite). File serving
// (ETag / 304, Range, HEAD, streams closed when the client goes away) is the `send` library's
// and gzip is `compression`'s; this file only adds the project's rules (README, 部署: URLs,
// caching, security headers re-read on a redeploy), the same as deploy/nginx-site.conf
// (scripts/nginx-config.test.ts runs both and compares them form by form), and dotfiles → 404, GET and HEAD only
// (405), malformed request targets → 400, errors no-cache and with the 404 page's headers.
// A request can never stop the process: every failure ends in a 4xx/5xx with a page.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir dist] [--no-headers] [--no-gzip]
import { createServer, STATUS_CODES } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import send from 'send';
import compression from 'compression';
import { cliArg as arg } from './cli.mjs';

/**
 * Content types, as deploy/nginx-site.conf sends them (Debian's mime.types plus the types and
 * charset_types it adds). One deliberate difference: JavaScript is text/javascript (RFC 9239)
 * here, while nginx ≤ 1.22's mime.types still says application/javascript.
 */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const DEFAULT_TYPE = 'application/octet-stream';

/** Types gzipped on the fly (nginx: gzip_types, text/html always). Same list in deploy/nginx-site.conf. */
export const GZIP_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'text/xml',
  'application/xml',
  'text/plain',
  'text/markdown',
  'image/svg+xml',
];
/** nginx: gzip_min_length. */
export const GZIP_MIN_LENGTH = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names carry a content hash: Astro's assets and Pagefind's chunks. */
export const HASHED = /^\/(_astro\/|pagefind\/(fragment|index|filter)\/)/;
/**
 * The security headers a hashed file keeps; the others act on documents only (as
 * HASHED_FILE_HEADERS in src/integrations/security-headers.ts and deploy/nginx-site.conf).
 */
export const HASHED_FILE_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy'];
/** Files in dist/ that configure a host and are not part of the site. */
const DEPLOY_FILES = new Set(['/_headers', '/nginx-security-headers.conf']);

/**
 * @typedef {{ status: 200, file: string, cache: string }
 *   | { status: 301, location: string }
 *   | { status: 404 }
 *   | { status: 400 }} Route
 */

/**
 * The project's URL rules: maps a request target (`/path?query`, or an absolute URL) to a file
 * of `root`, a redirect, a 404 or a 400. Exported for tests; deploy/nginx-site.conf is the same
 * table for nginx.
 * @param {string} root absolute path of the build
 * @param {string} target the request line's target
 * @returns {Route}
 */
export function route(root, target) {
  let rawPath;
  let query;
  if (target.startsWith('/')) {
    const q = target.indexOf('?');
    rawPath = q === -1 ? target : target.slice(0, q);
    query = q === -1 ? '' : target.slice(q);
  } else {
    // Absolute form (`GET http://host/path`), which HTTP/1.1 servers must accept.
    try {
      const url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { status: 400 };
      rawPath = url.pathname;
      query = url.search;
    } catch {
      return { status: 400 };
    }
  }
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  // Like nginx: repeated slashes merge, dot segments resolve, nothing climbs above the root.
  const segments = [];
  const parts = decoded.split('/');
  for (const [i, part] of parts.entries()) {
    if (part === '..') {
      if (!segments.length) return { status: 400 };
      segments.pop();
    } else if (part !== '.' && (part !== '' || i === parts.length - 1)) segments.push(part);
  }
  const path = `/${segments.join('/')}`;

  if (segments.some((s) => s.startsWith('.')) || DEPLOY_FILES.has(path)) return { status: 404 };
  // The error page's own file: internal, as nginx's error_page target. Its route /404 is a page
  // like any other (the service worker precaches it there for offline mode).
  if (path === '/404.html') return { status: 404 };
  if (path === '/index.html') return { status: 301, location: `/${query}` };
  // One URL per page. The location comes from the raw target (still percent-encoded), never
  // from the decoded path, and never starts with `//` (which would leave the site).
  if (path !== '/' && /(\/|\.html)$/.test(path)) {
    const m = /^(\/[^/?][^?]*?)(?:\/index\.html|\.html|\/+)$/.exec(rawPath);
    return m ? { status: 301, location: `${m[1]}${query}` } : { status: 404 };
  }
  const isFile = (p) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  };
  const base = join(root, path);
  if (HASHED.test(path)) return isFile(base) ? { status: 200, file: base, cache: IMMUTABLE } : { status: 404 };
  const candidates = path === '/' ? [join(root, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const file of candidates) if (isFile(file)) return { status: 200, file, cache: 'no-cache' };
  if (/^\/feature-requests(\/|$)/.test(path) && isFile(join(root, 'feature-requests.html'))) {
    return { status: 200, file: join(root, 'feature-requests.html'), cache: 'no-cache' };
  }
  return { status: 404 };
}

/**
 * The file a URL path is served from with status 200, or null. For the Lighthouse byte budgets.
 * @param {string} dir
 * @param {string} pathname
 */
export function resolveFile(dir, pathname) {
  const r = route(resolve(dir), pathname);
  return r.status === 200 ? r.file : null;
}

/** @typedef {[string, Record<string, string>][]} HeaderRules */

/**
 * Parses the static-host headers file the build writes (dist/_headers, see
 * src/integrations/security-headers.ts) into [path pattern, headers] rules. Exported for tests.
 * @param {string} text
 * @returns {HeaderRules}
 */
export function parseHeaderRules(text) {
  /** @type {HeaderRules} */
  const rules = [];
  for (const line of text.split('\n')) {
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

/**
 * The rules of dist/_headers, read again whenever the file changes (a deploy replaced the
 * build): the CSP lists the inline-script hashes of one build, so an old policy would block
 * the new build's scripts. A missing file (mid-deploy) keeps the last rules.
 * @param {string} root
 */
function liveHeaderRules(root) {
  const file = join(root, '_headers');
  let stamp = '';
  /** @type {HeaderRules} */
  let rules = [];
  return () => {
    try {
      const s = statSync(file);
      const next = `${s.ino}:${s.size}:${s.mtimeMs}`;
      if (next !== stamp) {
        rules = parseHeaderRules(readFileSync(file, 'utf8'));
        stamp = next;
      }
    } catch {
      /* keep the last rules */
    }
    return rules;
  };
}

const ERROR_TITLES = { 400: '请求无效', 404: '找不到页面', 405: '不支持此请求方法', 414: '网址过长', 431: '请求头过大', 500: '服务器出错' };

/** A small page for errors that have no page in the build (no script, no style: CSP-safe). */
export function errorPage(status) {
  const title = `${status} ${ERROR_TITLES[status] ?? STATUS_CODES[status] ?? ''}`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p><a href="/">返回首页</a></p></body></html>\n`;
}

/**
 * @param {{ dir?: string, port?: number, host?: string, headers?: boolean, gzip?: boolean }} [options]
 *   headers: send the security headers of dist/_headers (default true).
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({ dir = 'dist', port = 3000, host = '127.0.0.1', headers = true, gzip = true } = {}) {
  const root = resolve(dir);
  const rules = headers ? liveHeaderRules(root) : () => [];
  const compress = compression({
    threshold: GZIP_MIN_LENGTH,
    // As nginx: the listed types only, and never a byte range.
    filter: (req, res) =>
      !req.headers.range &&
      GZIP_TYPES.includes(
        String(res.getHeader('Content-Type') ?? '')
          .split(';')[0]
          .trim(),
      ),
  });

  /** Security headers for an answer; errors get those of the 404 page, not the path's. */
  const securityHeaders = (pathname, ok) => {
    const h = headersFor(rules(), ok ? pathname : '/404');
    delete h['Cache-Control'];
    if (ok && HASHED.test(pathname)) for (const name of Object.keys(h)) if (!HASHED_FILE_HEADERS.includes(name)) delete h[name];
    return h;
  };
  /**
   * Headers of a page this server writes itself (an error, a redirect): HTML, never cached, the
   * security headers. Content-Length up front: gzip (as nginx's gzip_min_length) decides by it.
   */
  const ownPageHeaders = (body, pathname, ok) => ({
    'Content-Type': TYPES['.html'],
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    ...securityHeaders(pathname, ok),
  });

  /** An error answer: the build's 404 page for 404, a small page for the rest. */
  const fail = async (req, res, status, extra = {}) => {
    if (res.headersSent) return void res.destroy();
    let body = errorPage(status);
    if (status === 404) body = await readFile(join(root, '404.html'), 'utf8').catch(() => body);
    if (res.headersSent || res.destroyed) return;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, { ...ownPageHeaders(body, '/404', false), ...extra });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req, res) => {
    const target = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(req, res, 405, { Allow: 'GET, HEAD' });
    const r = route(root, target);
    if (r.status === 301) {
      const body = errorPage(301);
      res.writeHead(301, { Location: r.location, ...ownPageHeaders(body, '/', true) });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (r.status !== 200) return fail(req, res, r.status);
    const pathname = target.startsWith('/') ? target.split('?')[0] : '/';
    // `send` gets the file itself (its folder as root), so none of its own URL handling applies.
    send(req, `/${encodeURIComponent(basename(r.file))}`, {
      root: dirname(r.file),
      index: false,
      dotfiles: 'allow',
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('headers', (response) => {
        response.setHeader('Content-Type', TYPES[extname(r.file)] ?? DEFAULT_TYPE);
        response.setHeader('Cache-Control', r.cache);
        for (const [name, value] of Object.entries(securityHeaders(pathname, true))) response.setHeader(name, value);
      })
      // The file went away between lookup and read (a deploy swapping dist/), or a
      // precondition / range failed: an answer with a page, never a crash.
      .on('error', (err) => void fail(req, res, err.status === 404 ? 404 : (err.status ?? 500)))
      .pipe(res);
  };

  const server = createServer((req, res) => {
    const run = () => {
      try {
        handle(req, res);
      } catch (err) {
        console.error('serve.mjs:', err);
        void fail(req, res, 500);
      }
    };
    if (!gzip) return run();
    // gzip only, as Debian's nginx (no brotli module): the servers answer alike.
    const accepts = /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0+)?\s*(,|$))|$)/i.test(String(req.headers['accept-encoding'] ?? ''));
    req.headers['accept-encoding'] = accepts ? 'gzip' : 'identity';
    compress(req, res, run);
  });
  // Requests Node's parser refuses (a request line or headers over 16 KB, bad syntax) get a
  // status with a page too, like nginx's 414 / 400, instead of an empty answer.
  server.on('clientError', (err, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') return void socket.destroy();
    // Node says "headers too large" for both; a request line that does not end within the
    // limit is a URL too long (nginx: 414).
    const raw = err.rawPacket ? String(err.rawPacket) : '';
    const lineEnd = raw.indexOf('\r\n');
    const longHeaders = /^[A-Z]+ /.test(raw) && lineEnd !== -1 && lineEnd < 16_384;
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? (longHeaders ? 431 : 414) : 400;
    const body = errorPage(status);
    const head = { ...ownPageHeaders(body, '/404', false), Connection: 'close' };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const dir = arg('dir', 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${dir}/. Run "npm run build" first.`);
    process.exit(1);
  }
  // Secure by default: the build's CSP and security headers.
  const headers = !process.argv.includes('--no-headers');
  if (headers && !existsSync(join(dir, '_headers'))) {
    console.error(`${join(dir, '_headers')} is missing: the post-build step writes it (npm run build). --no-headers serves without the security headers.`);
    process.exit(1);
  }
  await startServer({ dir, port, host: arg('host', '127.0.0.1'), headers, gzip: !process.argv.includes('--no-gzip') });
  console.log(`Docusaurus 中文站已启动：http://localhost:${port}${headers ? '' : '（未发送安全响应头）'}`);
}
