import { SPECULATION_RULES } from '../lib/speculation';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanPage } from './page-scan';
import { parseHeaderRules } from '../../scripts/serve.mjs';
import { buildCsp, headersFile, nginxConf, sha256Source, writeSecurityHeaders } from './security-headers';

describe('inlineScripts', () => {
  it('keeps executable inline scripts only', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"x":1}</script><script is:inline type="text/javascript">c()</script>`;
    expect(scanPage(html).inlineScripts).toEqual(['a()', 'b()', 'c()']);
  });
  it('normalises CR LF as the HTML parser does', () => {
    expect(scanPage('<script>a\r\nb</script>').inlineScripts).toEqual(['a\nb']);
  });
});

describe('buildCsp', () => {
  it('allows hashed inline scripts, Pagefind WebAssembly and the video host, nothing else', () => {
    const csp = buildCsp(["'sha256-abc'"]);
    // The speculation rules' one text is allowed by its hash (src/lib/speculation.ts).
    const rules = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' 'sha256-abc' ${rules} 'wasm-unsafe-eval'`);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
  it('widens only for configured services', () => {
    const csp = buildCsp([], { algoliaAppId: 'ABC', analyticsScriptUrl: 'https://stats.example.com/s.js', feedbackBoard: true });
    expect(csp).toContain('https://abc-dsn.algolia.net');
    expect(csp).toMatch(/script-src [^;]*https:\/\/stats\.example\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/canny\.io/);
  });
});

describe('header files', () => {
  const headers = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };
  it('writes a static-host _headers file that the preview server reads back', () => {
    const rules = parseHeaderRules(headersFile(headers));
    expect(rules[0]).toEqual(['/*', headers]);
    expect(rules.slice(1).map(([path]) => path)).toEqual(['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/filter/*']);
    for (const [, h] of rules.slice(1)) expect(h).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  it('writes nginx add_header lines with always', () => {
    expect(nginxConf(headers)).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
  });
  it('hashes every inline script of a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dz-csp-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<html><head><script>one()</script></head><body><script type="module">two()</script></body></html>');
      writeFileSync(join(dist, '404.html'), '<script>one()</script>');
      const report = writeSecurityHeaders(dist);
      expect(report.hashes).toBe(2);
      const expected = `'sha256-${createHash('sha256').update('two()').digest('base64')}'`;
      expect(sha256Source('two()')).toBe(expected);
      expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain(expected);
      expect(readFileSync(join(dist, 'nginx-security-headers.conf'), 'utf8')).toContain(expected);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
