#!/usr/bin/env node
// Prints one release of scripts/data/changelog-source.json compactly, for the people
// writing the Chinese changelog text. Usage: node scripts/changelog/show-entry.mjs 3.6.1
import { readFileSync } from 'node:fs';
const source = JSON.parse(readFileSync(new URL('../data/changelog-source.json', import.meta.url), 'utf8'));
for (const version of process.argv.slice(2)) {
  const entry = source.find((e) => e.version === version);
  if (!entry) {
    console.error(`unknown version ${version}`);
    process.exitCode = 1;
    continue;
  }
  console.log(`# ${entry.version} (${entry.date}) committers: ${entry.committers.map((c) => c.handle).join(', ')}`);
  if (entry.notes) console.log(`notes:\n${entry.notes}`);
  for (const s of entry.sections) {
    console.log(`## ${s.title}`);
    if (s.notes) console.log(s.notes);
    for (const i of s.items ?? []) console.log(`- #${i.pr} [${i.packages.join(',')}] ${i.title} (@${i.authors.join(', @')})`);
  }
}
