// Changelog pull-request coverage: every entry of content-changelog/ lists each
// pull request of its release in scripts/data/changelog-source.json on a line of its own,
// names only that pull request's packages, and mentions no pull request foreign to the
// release. Reads the Markdown sources, not the build: the lines are written by hand there,
// and a problem is reported with the file it is in.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listing, readJson, repoRoot, suite } from './lib.mjs';

const source = readJson('scripts/data/changelog-source.json');
const { check, figure } = suite('changelog pull requests');

const fileOf = (version) => join('content-changelog', `${version === 'V2 Changelog' ? 'v2-changelog' : version}.md`);
/** The body of an entry: its front matter blanked out, so that line numbers stay the file's. */
const bodyOf = (version) =>
  readFileSync(join(repoRoot, fileOf(version)), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => '\n'.repeat(frontMatter.split('\n').length - 1));

/**
 * The release's pull requests, each once, with the sections that list it. The reference
 * lists a pull request under every section it belongs to (a breaking change that is also a
 * feature), so an entry may too; a row the source repeats within one section counts once.
 */
function itemsOf(entry) {
  const items = new Map();
  for (const section of entry.sections) {
    for (const item of section.items ?? []) {
      if (!items.has(item.pr)) items.set(item.pr, { ...item, sections: new Set() });
      items.get(item.pr).sections.add(section.title);
    }
  }
  return items;
}

/** Numbers an entry may mention besides its items: those its notes and item titles cite ("backport #10173"). */
function citedOf(entry) {
  const text = [entry.notes, ...entry.sections.flatMap((s) => [s.notes, ...(s.items ?? []).map((i) => i.title)])].filter(Boolean).join('\n');
  return new Set([...text.matchAll(/(?:\/pull\/|#)(\d+)/g)].map(([, n]) => Number(n)));
}

const PR_LINK = /\[#(\d+)\]\(https:\/\/github\.com\/facebook\/docusaurus\/pull\/(\d+)\)/g;
/** Pull requests a line mentions: linked ones, and bare `#N` outside links to other sites' issues. */
const mentionedIn = (line) => {
  const linked = [...line.matchAll(PR_LINK)].map(([, shown, target]) => ({ shown: Number(shown), target: Number(target) }));
  const rest = line.replace(PR_LINK, '').replace(/\[[^\]]*\]\(https?:\/\/(?!github\.com\/facebook\/docusaurus\/)[^)]*\)/g, '');
  const bare = [...rest.matchAll(/(?:^|[^\w&])#(\d{3,})\b/g)].map(([, n]) => Number(n));
  const pulls = [...rest.matchAll(/github\.com\/facebook\/docusaurus\/pull\/(\d+)/g)].map(([, n]) => Number(n));
  return { linked, others: [...bare, ...pulls] };
};

/** The package as the entries name it (`docusaurus` is the core package, v1 packages are marked). */
const PACKAGE_NAMES = {
  docusaurus: '@docusaurus/core',
  'docusaurus-1.x': 'docusaurus（v1）',
  'docusaurus-init-1.x': 'docusaurus-init（v1）',
  'eslint-plugin': '@docusaurus/eslint-plugin',
  'lqip-loader': '@docusaurus/lqip-loader',
};
const packageName = (dir) => PACKAGE_NAMES[dir] ?? (dir.startsWith('docusaurus-') ? `@docusaurus/${dir.slice('docusaurus-'.length)}` : dir);
/** Packages a list line names before its colon: `a`、`b`（v1） 等 N 个包：… */
function packagesOnLine(line) {
  const lead = /^- (.*?)：/.exec(line)?.[1] ?? '';
  if (!lead.startsWith('`')) return { names: [], count: null };
  const names = [...lead.matchAll(/`([^`]+)`(（v1）)?/g)].map(([, name, v1]) => name + (v1 ?? ''));
  const count = /共 ?(\d+) 个包|等 (\d+) 个包/.exec(lead);
  return { names, count: count ? Number(count[1] ?? count[2]) : null };
}

const entries = source.map((entry) => ({ entry, file: fileOf(entry.version), lines: bodyOf(entry.version).split('\n') }));

check('every pull request of a release has its own line in the entry, never twice under one heading', () => {
  const problems = [];
  let prs = 0;
  for (const { entry, file, lines } of entries) {
    const items = itemsOf(entry);
    prs += items.size;
    const headings = new Map(); // pr → the headings it has a line under, in order
    let heading = '';
    for (const line of lines) {
      if (line.startsWith('## ')) heading = line.slice(3);
      if (!line.startsWith('- ')) continue;
      for (const { target } of mentionedIn(line).linked) headings.set(target, [...(headings.get(target) ?? []), heading]);
    }
    const missing = [...items.keys()].filter((pr) => !headings.has(pr));
    if (missing.length) problems.push(`${file}: no line for #${missing.join(', #')}`);
    for (const [pr, { sections }] of items) {
      const under = headings.get(pr) ?? [];
      if (new Set(under).size < under.length) problems.push(`${file}: #${pr} has two lines under one heading (${under.join(', ')})`);
      else if (under.length > sections.size) problems.push(`${file}: #${pr} has ${under.length} lines; the source lists it in ${sections.size} section(s)`);
    }
  }
  figure(`${source.length} entries, ${prs} pull requests`);
  assert.deepEqual(problems, [], listing('entries missing pull requests of their release', problems));
});

check('no entry mentions a pull request that is not in its release', () => {
  const problems = [];
  for (const { entry, file, lines } of entries) {
    const allowed = new Set([...itemsOf(entry).keys(), ...citedOf(entry)]);
    for (const [index, line] of lines.entries()) {
      const { linked, others } = mentionedIn(line);
      for (const { shown, target } of linked) {
        if (shown !== target) problems.push(`${file}:${index + 1}: link text #${shown} points to pull ${target}`);
      }
      const foreign = [...linked.map((l) => l.target), ...others].filter((n) => !allowed.has(n));
      if (foreign.length) problems.push(`${file}:${index + 1}: #${foreign.join(', #')} not in the release's source`);
    }
  }
  assert.deepEqual(problems, [], listing('pull requests foreign to their release', problems));
});

check('a pull request line names only packages of that pull request, with their right count', () => {
  const problems = [];
  let named = 0;
  for (const { entry, file, lines } of entries) {
    const items = itemsOf(entry);
    for (const [index, line] of lines.entries()) {
      const { linked } = mentionedIn(line);
      if (!line.startsWith('- ') || linked.length !== 1 || !items.has(linked[0].target)) continue;
      const item = items.get(linked[0].target);
      const { names, count } = packagesOnLine(line);
      const expected = item.packages.map(packageName);
      const wrong = names.filter((name) => !expected.includes(name));
      named += names.length;
      if (wrong.length) problems.push(`${file}:${index + 1}: #${item.pr} names ${wrong.join(', ')}; its packages: ${expected.join(', ') || 'none'}`);
      if (count !== null && count !== expected.length)
        problems.push(`${file}:${index + 1}: #${item.pr} says ${count} packages, the source has ${expected.length}`);
      if (count === null && names.length && names.length !== expected.length && !/几乎所有包|等多个包/.test(line)) {
        problems.push(`${file}:${index + 1}: #${item.pr} names ${names.length} of its ${expected.length} packages without saying how many there are`);
      }
    }
  }
  figure(`${named} package names checked`);
  assert.deepEqual(problems, [], listing('pull request lines with wrong packages', problems));
});

check('no placeholder line stands for unlisted pull requests ("以及其他 N 项")', () => {
  const problems = [];
  for (const { file, lines } of entries) {
    for (const [index, line] of lines.entries()) {
      if (/^- 以及其他 ?\d+ ?项|完整列表见 GitHub/.test(line)) problems.push(`${file}:${index + 1}: ${line}`);
    }
  }
  assert.deepEqual(problems, [], listing('placeholder lines', problems));
});
