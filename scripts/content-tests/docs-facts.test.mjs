// Facts of the docs that were once written wrong and are easy to get wrong again:
// the route of "What's next" and the per-file Markdown format. Reads the build in DZ_OUT_DIR
// (default dist/) and the content folders.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { filesUnder } from '../../src/lib/files.ts';
import { listing, pageExists, readRoute, repoRoot, requireBuild, suite } from './lib.mjs';

requireBuild();
const { check, figure } = suite('docs facts');

check("What's next is at /docs/guides/whats-next, like the reference (no slug of its own)", () => {
  assert.ok(pageExists('/docs/guides/whats-next'), '/docs/guides/whats-next is not a page of the build');
  assert.equal(readRoute('/docs/what-s-next'), null, '/docs/what-s-next still exists: the reference has no such route');
  const { data } = matter(readFileSync(join(repoRoot, 'content-docs/guides/whats-next.mdx'), 'utf8'));
  assert.equal(data.slug, undefined, 'content-docs/guides/whats-next.mdx sets a slug; the reference page has none');
});

/** Every Markdown/MDX file of the content folders, as paths relative to the repository. */
function contentFiles() {
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith('content-') && statSync(join(repoRoot, name)).isDirectory())
    .flatMap((name) => filesUnder(join(repoRoot, name), (path) => /\.mdx?$/.test(path)))
    .map((path) => relative(repoRoot, path));
}

/** The bodies of the fenced code blocks of a Markdown source, with their first line number. */
function fencedBlocks(source) {
  const blocks = [];
  let open = null;
  source.split('\n').forEach((line, index) => {
    const fence = line.match(/^\s*(`{3,}|~{3,})/);
    if (open) {
      if (fence && line.trim().startsWith(open.fence) && line.trim() === line.trim().replace(/[^`~]/g, '')) {
        blocks.push(open);
        open = null;
      } else open.lines.push(line);
    } else if (fence) open = { fence: fence[1], line: index + 1, lines: [] };
  });
  return blocks;
}

/** The front matter at the top of a code block's body (an example of a Markdown file), or null. */
function exampleFrontMatter(lines) {
  // Blocks indented inside a list item: strip the first line's indent from every line.
  const indent = lines[0]?.match(/^\s*/)[0].length ?? 0;
  const body = lines.map((l) => l.slice(Math.min(indent, l.match(/^\s*/)[0].length)));
  if (body[0]?.trim() !== '---') return null;
  const end = body.indexOf('---', 1);
  if (end < 0) return null;
  try {
    // Read as Docusaurus reads front matter (gray-matter's YAML: dates become Dates).
    const data = matter(body.slice(0, end + 1).join('\n')).data;
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null; // not YAML: not a front matter example
  }
}

// Docusaurus 3.6.1 reads the per-file format only from `mdx.format` (mdx-loader's
// validateMDXFrontMatter(frontMatter.mdx)); a top-level `format` key is silently ignored.
check('no page and no example sets the Markdown format with a top-level `format` front matter key', () => {
  const problems = [];
  let examples = 0;
  const files = contentFiles();
  for (const file of files) {
    const source = readFileSync(join(repoRoot, file), 'utf8');
    if ('format' in matter(source).data) problems.push(`${file}: its own front matter has a top-level \`format\``);
    for (const block of fencedBlocks(source)) {
      const data = exampleFrontMatter(block.lines);
      if (!data) continue;
      examples++;
      if ('format' in data) problems.push(`${file}:${block.line}: example front matter with a top-level \`format\` (use \`mdx: { format: … }\`)`);
    }
  }
  figure(`${files.length} content files and ${examples} front matter examples checked`);
  assert.deepEqual(problems, [], listing('top-level `format` front matter (ignored by Docusaurus 3.6.1)', problems));
});
