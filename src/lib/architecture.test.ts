// The layering the code relies on: src/lib is framework-free logic that pages, islands,
// scripts and integrations import, so it never imports Astro's virtual modules, the
// build-time data layer (src/data) or the React islands (src/islands).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = new URL('.', import.meta.url).pathname;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
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
