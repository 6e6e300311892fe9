// The service worker step on a tiny build: the offline list goes to its own content-hashed
// file, which sw.js names but does not hold, and which lists the site's files, not itself.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServiceWorker } from './service-worker';

function tinyBuild(home: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'dz-sw-'));
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'img', 'og'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), home);
  writeFileSync(join(dist, 'docs.html'), '<!doctype html><title>docs</title>');
  writeFileSync(join(dist, '_astro', 'chunk.abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'img', 'og', 'card.png'), 'png');
  return dist;
}

describe('buildServiceWorker', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const build = async (home: string) => {
    const dist = tinyBuild(home);
    dists.push(dist);
    const report = await buildServiceWorker(dist);
    return { dist, report, worker: readFileSync(join(dist, 'sw.js'), 'utf8') };
  };

  it('writes the offline list apart, named by its content, and names it in sw.js', async () => {
    const { dist, report, worker } = await build('<!doctype html><title>home</title>');
    expect(report.listFile).toMatch(/^_astro\/sw-precache\.[0-9a-f]{10}\.js$/);
    expect(readdirSync(join(dist, '_astro')).filter((f) => f.startsWith('sw-precache.'))).toHaveLength(1);
    const list = readFileSync(join(dist, report.listFile), 'utf8');
    const urls = (JSON.parse(list.replace(/^self\.__DZ_PRECACHE=/, '').replace(/;$/, '')) as { url: string }[]).map((e) => e.url).sort();
    // Relative to sw.js, pages under their clean URLs; not the list itself, sw.js or social cards.
    expect(urls).toEqual(['./', '_astro/chunk.abc123.js', 'docs']);
    expect(report.count).toBe(3);
    expect(worker).toContain(`./${report.listFile}`);
    expect(worker).not.toContain('chunk.abc123');
    expect(report.workerBytes).toBe(Buffer.byteLength(worker));
  });

  it('gives another list name, so another sw.js, when a file changes', async () => {
    const a = await build('<!doctype html><title>home</title>');
    const b = await build('<!doctype html><title>home, changed</title>');
    expect(b.report.listFile).not.toBe(a.report.listFile);
    expect(b.worker).not.toBe(a.worker);
  });
});
