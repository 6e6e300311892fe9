import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, htmlFiles } from './files';

describe('htmlFiles', () => {
  it('lists .html files at every depth, leaving out the skipped top-level folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dz-dist-'));
    for (const file of ['index.html', 'docs/a.html', 'docs/deep/b.html', 'pagefind/x.html', 'docs/pagefind/c.html', '_astro/s.css']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    expect(
      htmlFiles(dir)
        .map((f) => relative(dir, f))
        .sort(),
    ).toEqual(['docs/a.html', 'docs/deep/b.html', 'docs/pagefind/c.html', 'index.html', 'pagefind/x.html']);
    expect(
      htmlFiles(dir, ['pagefind'])
        .map((f) => relative(dir, f))
        .sort(),
    ).toEqual(['docs/a.html', 'docs/deep/b.html', 'docs/pagefind/c.html', 'index.html']);
  });
});

describe('filesUnder', () => {
  it("walks folder by folder in name order (a folder's files before folder.html), none for a missing folder", () => {
    const dir = mkdtempSync(join(tmpdir(), 'dz-tree-'));
    for (const file of ['docs.html', 'docs/b.md', 'docs/a/z.md', 'blog.html', 'a.md']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    expect(filesUnder(dir).map((f) => relative(dir, f))).toEqual(['a.md', 'blog.html', 'docs/a/z.md', 'docs/b.md', 'docs.html']);
    expect(filesUnder(dir, (f) => f.endsWith('.md')).map((f) => relative(dir, f))).toEqual(['a.md', 'docs/a/z.md', 'docs/b.md']);
    expect(filesUnder(join(dir, 'missing'))).toEqual([]);
  });
});
