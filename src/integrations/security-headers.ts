// Post-build pass: a Content-Security-Policy that allows exactly the inline scripts of the
// build (sha256 of each), plus the usual security headers, written for the deploy targets:
//   dist/_headers                       static-host format (Netlify, Cloudflare Pages, …)
//   dist/nginx-security-headers.conf    `add_header … always;` lines, included by deploy/nginx.conf
// scripts/serve.mjs sends dist/_headers (re-read when a deploy replaces it), so the e2e suite
// runs under the same policy.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPECULATION_RULES } from '../lib/speculation';
import { scanDist, type ScannedPage } from './page-scan';

/** Optional services the site config can switch on; each widens the policy by its origins. */
export interface PolicyServices {
  /** Algolia DocSearch application id (hosted search). */
  algoliaAppId?: string;
  /** Analytics script URL. */
  analyticsScriptUrl?: string;
  /** Hosted feedback board (Canny) on /feature-requests. */
  feedbackBoard?: boolean;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Every distinct inline-script hash of the built pages, sorted for stable output. */
export const inlineScriptHashes = (pages: readonly ScannedPage[]): string[] =>
  [...new Set(pages.flatMap((p) => p.facts.inlineScripts.map(sha256Source)))].sort();

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

/** The security headers of the site's answers (a hashed file gets only HASHED_FILE_HEADERS of them from nginx and scripts/serve.mjs). */
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

/**
 * The headers a hashed file keeps (scripts, style sheets, images, search chunks, never a page):
 * nosniff, which stops a browser from running a file as another type, and the referrer policy,
 * which a style sheet applies to the fonts and images it loads. The others only act on a
 * document and cost ~1.2 KB on each of a page's dozens of files over HTTP/1.1, so nginx and
 * scripts/serve.mjs leave them out there (tested in scripts/nginx-config.test.ts). Error
 * answers on those paths keep every header. `_headers` cannot drop a header per path.
 */
export const HASHED_FILE_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy'] as const;

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
  const quoteValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return [
    '# Generated by src/integrations/security-headers.ts at build time: do not edit.',
    '# Included once in the server block of deploy/nginx.conf; nginx reads it on start and on',
    '# reload only, so a deploy of a new build needs `nginx -s reload` (README「部署」).',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${quoteValue(value)}" always;`),
    '',
  ].join('\n');
}

export interface SecurityHeadersReport {
  hashes: number;
  csp: string;
}

/** `pages`: the final pages (after every pass that changes HTML). */
export function writeSecurityHeaders(distDir: string, services: PolicyServices = {}, pages: readonly ScannedPage[] = scanDist(distDir)): SecurityHeadersReport {
  const hashes = inlineScriptHashes(pages);
  const csp = buildCsp(hashes, services);
  const headers = securityHeaders(csp);
  writeFileSync(join(distDir, '_headers'), headersFile(headers));
  writeFileSync(join(distDir, 'nginx-security-headers.conf'), nginxConf(headers));
  return { hashes: hashes.length, csp };
}
