import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFolderIndexes } from './folder-indexes';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFolderIndexes', () => {
  it('copies a page whose last segment has a dot into a folder of that name', () => {
    dir = mkdtempSync(join(tmpdir(), 'dz-fi-'));
    mkdirSync(join(dir, 'blog', 'releases'), { recursive: true });
    writeFileSync(join(dir, 'blog', 'releases', '3.6.html'), 'release');
    writeFileSync(join(dir, 'blog', 'releases', 'plain.html'), 'plain');
    writeFileSync(join(dir, '404.html'), 'not found');
    expect(writeFolderIndexes(dir)).toEqual([join(dir, 'blog', 'releases', '3.6', 'index.html')]);
    expect(readFileSync(join(dir, 'blog', 'releases', '3.6', 'index.html'), 'utf8')).toBe('release');
  });
  it('copies a page that lives beside a folder of the same name into that folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'dz-fi-'));
    mkdirSync(join(dir, 'docs', 'api'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), 'home');
    writeFileSync(join(dir, 'docs.html'), 'docs');
    writeFileSync(join(dir, 'docs', 'api.html'), 'api');
    writeFileSync(join(dir, 'docs', 'api', 'x.html'), 'x');
    writeFileSync(join(dir, 'blog.html'), 'blog');
    expect(writeFolderIndexes(dir)).toEqual([join(dir, 'docs', 'api', 'index.html'), join(dir, 'docs', 'index.html')]);
    expect(readFileSync(join(dir, 'docs', 'index.html'), 'utf8')).toBe('docs');
    expect(readFileSync(join(dir, 'docs', 'api', 'index.html'), 'utf8')).toBe('api');
    // Run twice (or a folder with its own index): nothing is overwritten.
    expect(writeFolderIndexes(dir)).toEqual([]);
  });
});
