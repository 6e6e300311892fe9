// The layering the code relies on: src/lib is framework-free logic that pages, islands,
// scripts and integrations import, so it never imports Astro's virtual modules, the
// build-time data layer (src/data) or the React islands (src/islands).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = new URL('.', import.meta.url).pathname;

/** Source files under `dir`: by default the modules of src/lib, tests left out. */
function* sources(dir: string, wanted = /(?<!\.test)\.(ts|tsx|mts)$/): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path, wanted);
    else if (wanted.test(entry.name)) yield path;
  }
}

/** Every module specifier of a file: static imports and re-exports, dynamic imports. */
const specifiers = (text: string) =>
  [...text.matchAll(/(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2]!);

describe('src/lib', () => {
  it('never imports astro:*, src/data or src/islands', () => {
    const offences: string[] = [];
    for (const file of sources(LIB)) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? relative(LIB, join(file, '..', spec)) : spec;
        if (spec.startsWith('astro:') || /^\.\.\/(data|islands)(\/|$)/.test(target)) offences.push(`${relative(LIB, file)} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('the repository', () => {
  // A package imported without being declared works only while another package happens to
  // bring it along; one update of that package would break the build or the tests.
  it('declares every package its code imports in package.json', () => {
    const ROOT = join(LIB, '../..');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
    // Docusaurus' own import paths, which MDX written for Docusaurus uses (src/integrations/docusaurus-imports.ts).
    const aliases = /^(@docusaurus\/|@theme\/|@site\/|@generated\/)/;
    const files = [
      ...['src', 'scripts', 'e2e'].flatMap((dir) => [...sources(join(ROOT, dir), /\.(ts|tsx|mts|mjs|js|astro)$/)]),
      join(ROOT, 'astro.config.ts'),
      join(ROOT, 'playwright.config.ts'),
    ];
    const missing = new Set<string>();
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (/^(\.|\/|node:|astro:|virtual:)/.test(spec) || aliases.test(spec) || spec.includes('$')) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        // Type-only packages of the syntax trees come from DefinitelyTyped.
        if (!declared.has(name) && !declared.has(`@types/${name}`)) missing.add(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
