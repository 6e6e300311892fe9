#!/usr/bin/env node
// Writers' quick check, usable before the site builds: compiles each Markdown/MDX file
// with the same syntax extensions the site uses (GFM, directives, math), checks the
// required front matter, and runs the Chinese typography linter (autocorrect).
// Usage: node scripts/check-content.mjs <file-or-dir> [...]
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import matter from 'gray-matter';
import { lintFor } from 'autocorrect-node';
import { filesUnder } from '../src/lib/files.ts';
import { mdx1Compat } from '../src/lib/mdx-compat.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const requireDescription = !process.argv.includes('--no-description');
const isMarkdown = (p) => ['.md', '.mdx'].includes(extname(p));
const files = args.flatMap((p) => (statSync(p).isDirectory() ? filesUnder(p, isMarkdown) : isMarkdown(p) ? [p] : []));

let failures = 0;
for (const file of files) {
  const raw = readFileSync(file, 'utf8');
  const problems = [];
  let fm;
  try {
    fm = matter(raw);
  } catch (e) {
    problems.push(`front matter is not valid YAML: ${e.message}`);
  }
  // A partial (a file without front matter whose name or folder starts with `_`) is imported
  // by pages, never a page itself: it needs no title or description, but must compile.
  const partial = fm && !fm.matter.trim() && file.split('/').some((part) => part.startsWith('_'));
  if (fm && !partial) {
    if (!fm.data.title && !/^#\s/m.test(fm.content)) problems.push('missing `title` front matter (or a # heading)');
    if (requireDescription && !fm.data.description) problems.push('missing `description` front matter');
  }
  if (fm) {
    try {
      // .mdx as the site reads it: Docusaurus' MDX 1 compatibility (comments, {#id}, mdx-code-block).
      const mdx = extname(file) === '.mdx';
      await compile(mdx ? mdx1Compat(fm.content) : fm.content, {
        format: mdx ? 'mdx' : 'md',
        remarkPlugins: [remarkGfm, remarkDirective, remarkMath],
      });
    } catch (e) {
      problems.push(`does not compile: ${e.message} (line ${e.line ?? e.place?.line ?? '?'} of the body)`);
    }
  }
  const lint = lintFor(raw, file.replace(/\.mdx$/, '.md'));
  for (const l of lint.lines ?? []) problems.push(`typography L${l.l}: "${l.old.trim()}" → "${l.new.trim()}"`);
  if (problems.length) {
    failures++;
    console.log(`✗ ${file}\n  - ${problems.join('\n  - ')}`);
  }
}
console.log(`${files.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
