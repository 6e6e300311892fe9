// A second deployment for the skew test: a copy of the build in which every hashed asset
// (`_astro/…`) has another name, as after a real rebuild with changed code, and every
// reference to it (pages, chunks importing chunks, CSS, the service worker's list) follows.
// The old names are gone from it, as on a host that replaces the site on deploy.
import { cpSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md']);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Copies `dist` to `dest` with every `_astro/` file renamed (`x.Hash.js` → `x.Hashv2.js`). */
export function renamedBuild(dist: string, dest: string): void {
  rmSync(dest, { recursive: true, force: true });
  cpSync(dist, dest, { recursive: true });
  const assets = join(dest, '_astro');
  const renames = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const ext = extname(name);
    const next = `${name.slice(0, -ext.length)}v2${ext}`;
    renameSync(join(assets, name), join(assets, next));
    renames.set(name, next);
  }
  const escaped = [...renames.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Every reference is a path ending in the file name: `/_astro/x.js`, `./x.js` in chunks.
  const pattern = new RegExp(`/(${escaped.join('|')})(?=[^\\w.-]|$)`, 'g');
  for (const file of files(dest)) {
    if (!TEXT.has(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const next = text.replace(pattern, (_, name: string) => `/${renames.get(name)}`);
    if (next !== text) writeFileSync(file, next);
  }
}

/**
 * Points the served site (a symbolic link) at a release directory, as hosts that switch a
 * `current` link on deploy do: the previous release's files are gone from the site at once.
 * Switching a link instead of copying the build (47 MB) twice saved seconds per test.
 */
export function release(dir: string, site: string): void {
  try {
    if (lstatSync(site).isSymbolicLink()) unlinkSync(site);
    else rmSync(site, { recursive: true, force: true });
  } catch {
    /* no site yet */
  }
  symlinkSync(resolve(dir), site, 'dir');
}
