#!/usr/bin/env node
// Writes the factual skeleton of the changelog from scripts/data/changelog-source.json:
// one content-changelog/<version>.md per release (front matter only: title, date,
// committers as authors) and content-changelog/authors.yml. An existing entry keeps its
// body (the Chinese text is written by hand); only its front matter is refreshed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import matter from 'gray-matter';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = JSON.parse(readFileSync(join(root, 'scripts/data/changelog-source.json'), 'utf8'));
const outDir = join(root, 'content-changelog');

export const fileNameFor = (version) => (version === 'V2 Changelog' ? 'v2-changelog' : version);

const authors = new Map();
for (const entry of source) {
  const frontMatter = {
    title: entry.version,
    date: entry.date,
    ...(entry.version === 'V2 Changelog' ? { slug: 'V2 Changelog' } : {}),
    authors: entry.committers.map((c) => c.handle),
  };
  for (const c of entry.committers) if (!authors.has(c.handle)) authors.set(c.handle, c.name || c.handle);
  const file = join(outDir, `${fileNameFor(entry.version)}.md`);
  const body = existsSync(file) ? matter(readFileSync(file, 'utf8')).content.replace(/^\n+/, '') : '';
  writeFileSync(file, `---\n${stringify(frontMatter).trimEnd()}\n---\n\n${body}`);
}

const authorsYaml = {};
for (const [handle, name] of [...authors].sort(([a], [b]) => a.localeCompare(b))) {
  authorsYaml[handle] = { name, url: `https://github.com/${handle}` };
}
writeFileSync(join(outDir, 'authors.yml'), stringify(authorsYaml));
console.log(`${source.length} entries, ${authors.size} committers`);
