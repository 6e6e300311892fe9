// The lock file a clean checkout can trust: every optional dependency of every locked package
// (the platform binaries of esbuild, Rollup, sharp, Biome, …) has its own entry, whichever
// platform wrote the lock. A lock written on one machine without them makes `npm install`
// elsewhere rewrite it, and `npm ci` install what the lock does not pin.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/** Where Node would find `dep` from the package at `path`: its own node_modules, then up. */
function resolves(path: string, dep: string): boolean {
  let base = path;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${dep}` in lock.packages) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i >= 0 ? base.slice(0, i) : '';
  }
}

describe('package-lock.json', () => {
  it('is a v3 lock whose root matches package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[''] as LockEntry & { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it('locks every optional dependency of every package (all platforms, not only this one)', () => {
    const missing: string[] = [];
    let count = 0;
    for (const [path, entry] of Object.entries(lock.packages))
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        count++;
        if (!resolves(path, dep)) missing.push(`${path || '(root)'} → ${dep}`);
      }
    expect(count).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
