import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLinks, linkCheckFailure } from './link-check';

const page = (body: string) => `<!doctype html><html><head><link rel="stylesheet" href="/site.css"></head><body>${body}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('<a href="/docs/a">A</a><a href="https://example.com/x">外部</a><a href="/docs/a#part">段落</a>'),
  'docs/a.html': page(
    '<h2 id="part">段</h2><a href="./b">相对</a><a href="/docs/a.md">Markdown</a><a href="/docs/gone">失效</a><a href="#nope">锚点</a><a href="/docs/a#nope">锚点</a>',
  ),
  'docs/b.html': page(
    '<a href="/docs/gone">失效</a><a href="/docs/b.md">没有的 Markdown</a><a href="/sitemap.xml">文件</a><a href="/files/gone.pdf">没有的文件</a><img src="/img/here.png" alt=""><script type="module" src="/_astro/ec.gone.js"></script>',
  ),
  'docs/a.md': '# A\n',
  'site.css': 'body{}',
  'sitemap.xml': '<urlset/>',
  'img/here.png': 'png',
  '404.html': page('<a href="/nowhere">不检查</a>'),
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dz-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkLinks', () => {
  it('reports each broken link and anchor on each page it appears on, and follows files (.md twins too) that exist', () => {
    const report = checkLinks(dir, false);
    expect(report.pages).toBe(4);
    expect(report.links).toBe(11);
    expect(report.warnings.sort()).toEqual([
      'broken anchor on /docs/a: #nope',
      'broken anchor on /docs/a: /docs/a#nope',
      'broken link on /docs/a: /docs/gone',
      'broken link on /docs/b: /docs/b.md',
      'broken link on /docs/b: /docs/gone',
      'broken link on /docs/b: /files/gone.pdf',
    ]);
  });
  it('turns problems into errors in strict mode, by default when SITE_STRICT_LINKS=1 (CI)', () => {
    const lenient = checkLinks(dir, false);
    const strict = checkLinks(dir, true);
    expect([...strict.errors].sort()).toEqual([...lenient.warnings, ...lenient.errors].sort());
    expect(strict.warnings).toEqual([]);
    vi.stubEnv('SITE_STRICT_LINKS', '1');
    expect(checkLinks(dir)).toEqual(strict);
    vi.stubEnv('SITE_STRICT_LINKS', '');
    expect(checkLinks(dir)).toEqual(lenient);
    vi.unstubAllEnvs();
  });
  it('fails on a file a page loads that the build lacks, strict or not, and names the cache that usually causes it', () => {
    const report = checkLinks(dir, false);
    expect(report.errors).toEqual(['missing file on /docs/b: /_astro/ec.gone.js (not in the build)']);
    expect(linkCheckFailure(report)).toMatch(/ec\.gone\.js \(not in the build\)\n.*remove that folder and build again/);
    expect(report.missingFiles).toEqual(['/_astro/ec.gone.js']);
    expect(linkCheckFailure({ ...report, errors: ['broken link on /docs/a: /docs/gone'], missingFiles: [] })).not.toMatch(/remove that folder/);
  });
});
