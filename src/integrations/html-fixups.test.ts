import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyLinkedFiles, externalizeIslandScripts, hoistBodyStylesheets, hoistIslandStyles, htmlFixer, joinStylesheets } from './html-fixups';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island style from <body> to the end of <head>', () => {
    const html = `<html><head><title>x</title></head><body><div>${STYLE}<script>1</script><astro-island></astro-island></div></body></html>`;
    expect(hoistIslandStyles(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><div><script>1</script><astro-island></astro-island></div></body></html>`,
    );
  });
  it('leaves pages without islands alone', () => {
    const html = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyles(html)).toBe(html);
  });
});

describe('externalizeIslandScripts', () => {
  const runtime = '(()=>{class f extends HTMLElement{};customElements.define("astro-island",f)})();';
  const directive = '(()=>{var b=1;(self.Astro||(self.Astro={})).interaction=b;})();';
  it('moves directive and runtime, in order, into one deferred file and keeps other inline scripts', () => {
    const files = new Map<string, string>();
    const html = `<head><script>prepaint()</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island></body>`;
    const out = externalizeIslandScripts(html, (name, code) => (files.set(name, code), `/_astro/${name}`));
    const [name, code] = [...files][0]!;
    expect(code).toBe(`${directive}\n${runtime}`);
    expect(name).toMatch(/^islands\.[\w-]{10}\.js$/);
    expect(out).toBe(`<head><script>prepaint()</script></head><body><script src="/_astro/${name}" defer></script><astro-island></astro-island></body>`);
  });
  it('leaves pages without the island runtime alone', () => {
    const html = '<body><script>location.replace("/")</script></body>';
    expect(externalizeIslandScripts(html, () => 'x')).toBe(html);
  });
});

describe('joinStylesheets', () => {
  const css: Record<string, string> = { '/_astro/a.css': '.a{color:red}', '/_astro/b.css': '.b{color:blue}', '/_astro/d.css': '.d{}', '/x/c.css': '.c{}' };
  /** Joins the links of `html` as `plan` groups them (all in one by default); returns the page and the files written. */
  const run = (html: string, plan = (hrefs: string[]) => [hrefs]) => {
    const files = new Map<string, string>();
    const out = joinStylesheets(
      html,
      plan,
      (href) => css[href],
      (name, text) => (files.set(name, text), `/_astro/${name}`),
    );
    return { out, files: [...files] };
  };
  it('joins a run of adjacent links into one file, in order', () => {
    const { out, files } = run('<head><style>:root{}</style><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></head>');
    const [name, text] = files[0]!;
    expect(text).toBe('.a{color:red}\n.b{color:blue}');
    expect(out).toBe(`<head><style>:root{}</style><link rel="stylesheet" href="/_astro/${name}"></head>`);
  });
  it('links the planned files: a group joined, a group of one as it is, and a planned file the page lacked', () => {
    const { out, files } = run('<head><link rel="stylesheet" href="/_astro/b.css"><link rel="stylesheet" href="/_astro/d.css"></head>', () => [
      ['/_astro/a.css', '/_astro/b.css'],
      ['/_astro/d.css'],
    ]);
    const [name, text] = files[0]!;
    expect(text).toBe('.a{color:red}\n.b{color:blue}');
    expect(out).toBe(`<head><link rel="stylesheet" href="/_astro/${name}"><link rel="stylesheet" href="/_astro/d.css"></head>`);
  });
  it('links nothing for an empty group', () => {
    const html = '<head><link rel="stylesheet" href="/_astro/a.css"></head>';
    expect(run(html, (hrefs) => [[], hrefs])).toEqual({ out: html, files: [] });
  });
  it('leaves single links, files from other folders and unreadable files alone', () => {
    const single = '<link rel="stylesheet" href="/_astro/a.css">';
    const mixed = '<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/x/c.css">';
    const missing = '<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/zz.css">';
    for (const html of [single, mixed, missing]) expect(run(html)).toEqual({ out: html, files: [] });
  });
});

describe('hoistBodyStylesheets', () => {
  it('moves body stylesheet links after the head ones, once each', () => {
    const html =
      '<head><link rel="stylesheet" href="/_astro/a.css"><style>x{}</style></head><body><div><link rel="stylesheet" href="/_astro/ec.css"/><pre></pre></div><link rel="stylesheet" href="/_astro/ec.css"/></body>';
    expect(hoistBodyStylesheets(html)).toBe(
      '<head><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/ec.css"><style>x{}</style></head><body><div><pre></pre></div></body>',
    );
  });
});

describe('htmlFixer', () => {
  it("joins a page's stylesheets, and keeps a small component stylesheet from the body a file of its own, after them", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dz-fixups-'));
    mkdirSync(join(dist, '_astro'));
    const big = `.expressive-code{${'color:red;'.repeat(500)}}`;
    writeFileSync(join(dist, '_astro/base.css'), '.a{}');
    writeFileSync(join(dist, '_astro/ec.css'), big);
    writeFileSync(join(dist, '_astro/tabs.css'), '.dz-tabs{}');
    const page = (body: string) => `<head><link rel="stylesheet" href="/_astro/base.css"></head><body>${body}</body>`;
    const fix = htmlFixer(dist);
    const withTabs = fix(page('<link rel="stylesheet" href="/_astro/tabs.css"><link rel="stylesheet" href="/_astro/ec.css"><pre></pre>'));
    const without = fix(page('<link rel="stylesheet" href="/_astro/ec.css"><pre></pre>'));
    const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    // The page with tabs and the one without share their joined file.
    expect(links(withTabs)).toEqual([links(without)[0], '/_astro/tabs.css']);
    expect(readFileSync(join(dist, links(without)[0]!), 'utf8')).toBe(`.a{}\n${big}`);
  });
});

describe('copyLinkedFiles', () => {
  it('copies each file an element names by data-dz-asset to its URL (href, src or a full URL in content) and drops the attribute', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dz-assets-'));
    const source = join(dir, 'cover 图.png');
    writeFileSync(source, 'png');
    const dist = join(dir, 'dist');
    const html = [
      `<meta property="og:image" content="https://site.example/assets/files/cover%20%E5%9B%BE-1.png" data-dz-asset="${source}">`,
      `<img src="/assets/files/a-2.png" data-dz-asset="${source}" width="40">`,
      `<a href="/assets/files/b-3.png" data-dz-asset="${source}" target="_blank">b</a>`,
    ].join('');
    expect(copyLinkedFiles(html, dist)).toBe(
      '<meta property="og:image" content="https://site.example/assets/files/cover%20%E5%9B%BE-1.png"><img src="/assets/files/a-2.png" width="40"><a href="/assets/files/b-3.png" target="_blank">b</a>',
    );
    for (const name of ['cover 图-1.png', 'a-2.png', 'b-3.png']) expect(readFileSync(join(dist, 'assets/files', name), 'utf8')).toBe('png');
    // Pages sharing a file: the second page does not copy it again.
    const copied = new Set<string>();
    const avatar = `<img src="/assets/files/c-4.png" data-dz-asset="${source}">`;
    copyLinkedFiles(avatar, dist, copied);
    rmSync(join(dist, 'assets/files/c-4.png'));
    expect(copyLinkedFiles(avatar, dist, copied)).toBe('<img src="/assets/files/c-4.png">');
    expect(existsSync(join(dist, 'assets/files/c-4.png'))).toBe(false);
  });
});
