// Post-build pass: a Content-Security-Policy that allows exactly the inline scripts of the
// build (sha256 of each), plus the usual security headers, written for the deploy targets:
//   dist/_headers                       static-host format (Netlify, Cloudflare Pages, …)
//   dist/nginx-security-headers.conf    `add_header … always;` lines, included by deploy/nginx.conf
// scripts/serve.mjs sends dist/_headers (re-read when a deploy replaces it), so the e2e suite
// runs under the same policy.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './dist-files';
import { SPECULATION_RULES } from '../lib/speculation';

/** Optional services the site config can switch on; each widens the policy by its origins. */
export interface PolicyServices {
  /** Algolia DocSearch application id (hosted search). */
  algoliaAppId?: string;
  /** Analytics script URL. */
  analyticsScriptUrl?: string;
  /** Hosted feedback board (Canny) on /feature-requests. */
  feedbackBoard?: boolean;
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The bodies of the inline scripts a browser would execute (no src, a JavaScript type). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value)) continue;
    // The HTML parser normalises CR LF to LF before the script text is hashed.
    out.push((m[2] ?? '').replace(/\r\n?/g, '\n'));
  }
  return out;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Every distinct inline-script hash of the built pages, sorted for stable output. */
export function collectInlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) hashes.add(sha256Source(script));
  }
  return [...hashes].sort();
}

const origin = (url: string) => new URL(url).origin;

/** The policy: same origin only, except the video facade's player and configured services. */
export function buildCsp(hashes: readonly string[], services: PolicyServices = {}): string {
  // Pagefind runs WebAssembly; src/scripts/speculate.ts adds the speculation rules (JSON that
  // names links to prerender: it cannot run code), allowed by the hash of their one text.
  const script = ["'self'", ...hashes, sha256Source(SPECULATION_RULES), "'wasm-unsafe-eval'"];
  const connect = ["'self'"];
  const frame = ['https://www.youtube-nocookie.com']; // home video, loaded on click
  const img = ["'self'", 'data:'];
  if (services.algoliaAppId) {
    connect.push(`https://${services.algoliaAppId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com');
  }
  if (services.analyticsScriptUrl) {
    script.push(origin(services.analyticsScriptUrl));
    connect.push(origin(services.analyticsScriptUrl));
  }
  if (services.feedbackBoard) {
    script.push('https://canny.io');
    connect.push('https://canny.io');
    frame.push('https://canny.io');
    img.push('https:');
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // Inline style attributes and the generated colour tokens are deliberate.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['frame-src', frame],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Headers every response gets. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Paths of files whose names carry a content hash (Astro's assets, Pagefind's fragments and
 * index chunks): cached for a year as immutable. scripts/serve.mjs and deploy/nginx-site.conf
 * use the same list (scripts/nginx-config.test.ts checks).
 */
export const IMMUTABLE_PATHS = ['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/filter/*'] as const;

/** Static-host `_headers` file: the security headers on every path, long caching for hashed files. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['# Generated by src/integrations/security-headers.ts at build time: do not edit.', '/*'];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  for (const path of IMMUTABLE_PATHS) lines.push('', path, '  Cache-Control: public, max-age=31536000, immutable');
  lines.push('');
  return lines.join('\n');
}

/** nginx `add_header` lines (`always`, so error pages get them too). */
export function nginxConf(headers: Record<string, string>): string {
  const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return [
    '# Generated by src/integrations/security-headers.ts at build time: do not edit.',
    '# Included once in the server block of deploy/nginx.conf; nginx reads it on start and on',
    '# reload only, so a deploy of a new build needs `nginx -s reload` (README「部署」).',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${escape(value)}" always;`),
    '',
  ].join('\n');
}

/** Parses a `_headers` file back into [path pattern, headers] rules (scripts/serve.mjs reads the same format). */
export function parseHeadersFile(text: string): [string, Record<string, string>][] {
  const rules: [string, Record<string, string>][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else {
      const i = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule && i > 0) rule[1][line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

export interface SecurityHeadersReport { hashes: number; csp: string }

export function writeSecurityHeaders(distDir: string, services: PolicyServices = {}): SecurityHeadersReport {
  const hashes = collectInlineScriptHashes(distDir);
  const csp = buildCsp(hashes, services);
  const headers = securityHeaders(csp);
  writeFileSync(join(distDir, '_headers'), headersFile(headers));
  writeFileSync(join(distDir, 'nginx-security-headers.conf'), nginxConf(headers));
  return { hashes: hashes.length, csp };
}
