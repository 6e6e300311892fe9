#!/usr/bin/env node
// HTML gate over the production build: every page must be valid HTML (html-validate with
// .htmlvalidate.json, zero errors), every link to another host must carry rel="noopener", no
// page may hold a control character (C0 other than tab/LF/CR, DEL, C1: HTML forbids them) and
// nothing may follow </html>. The Nu HTML Checker runs after this (scripts/validate-nu.mjs).
// Usage: node scripts/validate-html.mjs [dist | file.html …] [--examples 5]
// Prints the problems grouped by rule (count and the first examples, file:line:col message)
// and a closing "html: N passed, N failed" line (pages); exits non-zero on any problem.
// Pages are validated in worker threads (one per core, at most 4).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { filesUnder } from '../src/lib/files.ts';

/**
 * Why each rule that .htmlvalidate.json turns off or relaxes is not a defect of the site
 * (JSON has no comments, so the notes live here; the script refuses a config that relaxes a
 * rule not listed here).
 */
export const RULE_NOTES = {
  'no-inline-style':
    "Inline style attributes are deliberate and valid: the announcement bar's colours come from the site config, Expressive Code and KaTeX set per-element values, and Markdown may use style={{…}} (the CSP allows them with style-src 'unsafe-inline').",
  'void-style':
    'Astro writes void elements as `<br>`, while Expressive Code and inline SVG/React output use `<link />`; both spellings are valid HTML, so no single style is enforced.',
  'valid-id':
    'Relaxed, not off: heading ids are GitHub slugs of Chinese headings such as "1-准备数据", which HTML allows (any non-empty id without spaces) but the strict mode rejects for not starting with an ASCII letter.',
  'form-dup-name':
    'Shared names are also allowed for checkboxes: the showcase tag filter is one checkbox group named "tags" (a GET form submits ?tags=a&tags=b), which is valid HTML.',
  'long-title':
    'A length advice for search engines, not validity: the test area has deliberately long titles (the long-tags fixture), and real pages are "title | site" by design.',
};

// docs/index.html beside docs.html is a byte copy for plain static hosts (src/integrations/folder-indexes.ts).
const htmlFiles = (dir) => filesUnder(dir, (path) => path.endsWith('.html') && !(basename(path) === 'index.html' && existsSync(`${dirname(path)}.html`)));

/** External links (another host) without rel="noopener": one problem per offending <a>. */
export function missingNoopener(html, hosts) {
  const problems = [];
  for (const m of html.matchAll(/<a\b([^>]*)>/gi)) {
    const attrs = m[1];
    const href = /\shref="([^"]*)"/i.exec(attrs)?.[1];
    if (!href || !/^(?:https?:)?\/\//i.test(href)) continue;
    let host;
    try {
      host = new URL(href.replace(/&amp;/g, '&'), 'https://site.invalid').host;
    } catch {
      continue;
    }
    if (hosts.includes(host)) continue;
    const rel = /\srel="([^"]*)"/i.exec(attrs)?.[1] ?? '';
    if (!/(^|\s)noopener(\s|$)/i.test(rel)) {
      const line = html.slice(0, m.index).split('\n').length;
      problems.push({ line, column: 1, ruleId: 'noopener', message: `external link without rel="noopener": ${href}` });
    }
  }
  return problems;
}

// HTML §13.2.3.5: control characters other than ASCII whitespace are parse errors. Form feed
// is whitespace but never meant in these pages, so it counts too.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Control characters (one problem per character) and anything after </html>. */
export function rawTextProblems(html) {
  const problems = [];
  for (const m of html.matchAll(CONTROL)) {
    const before = html.slice(0, m.index);
    const line = before.split('\n').length;
    const column = m.index - before.lastIndexOf('\n');
    const code = m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    problems.push({
      line,
      column,
      ruleId: 'control-character',
      message: `control character U+${code} ← ${html.slice(Math.max(0, m.index - 40), m.index).replace(/\s+/g, ' ')}`,
    });
  }
  // The last one: an attribute or code sample may hold the text "</html>" too.
  const end = html.toLowerCase().lastIndexOf('</html>');
  if (end > -1 && html.slice(end + 7).trim()) {
    problems.push({
      line: html.slice(0, end).split('\n').length,
      column: 1,
      ruleId: 'content-after-html',
      message: `content after </html>: ${html.slice(end + 7, end + 97).trim()}`,
    });
  }
  return problems;
}

async function validateFiles(files, hosts) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const out = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const report = await validator.validateString(html, file);
    const snippet = (offset) => ` ← ${html.slice(offset, offset + 90).replace(/\s+/g, ' ')}`;
    const problems = report.results.flatMap((r) =>
      r.messages
        .filter((m) => m.severity >= 2)
        .map(({ line, column, offset, ruleId, message }) => ({ line, column, ruleId, message: message + snippet(offset) })),
    );
    problems.push(...missingNoopener(html, hosts), ...rawTextProblems(html));
    out.push({ file, problems });
  }
  return out;
}

if (!isMainThread) {
  parentPort.postMessage(await validateFiles(workerData.files, workerData.hosts));
} else {
  const args = process.argv.slice(2);
  const exIdx = args.indexOf('--examples');
  const examples = exIdx > -1 ? Number(args[exIdx + 1]) : 5;
  const targets = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--examples');
  if (!targets.length) targets.push(process.env.DZ_OUT_DIR ?? 'dist');

  const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'));
  // Every rule the config mentions departs from the preset (off or with options): each needs a note.
  const relaxed = Object.keys(config.rules ?? {});
  const unexplained = relaxed.filter((rule) => !RULE_NOTES[rule]);
  if (unexplained.length) {
    console.error(`.htmlvalidate.json relaxes ${unexplained.join(', ')} without a note in RULE_NOTES (scripts/validate-html.mjs).`);
    process.exit(1);
  }

  const files = targets.flatMap((t) => (statSync(t).isDirectory() ? htmlFiles(t) : [t])).sort();
  if (!files.length) {
    console.error(`No HTML in ${targets.join(', ')}. Build first.`);
    process.exit(1);
  }
  // Hosts that count as the site itself: the configured URL (from the home page's canonical link), localhost.
  const hosts = ['localhost', '127.0.0.1'];
  const home = statSync(targets[0]).isDirectory() ? join(targets[0], 'index.html') : null;
  try {
    const canonical = home && readFileSync(home, 'utf8').match(/<link rel="canonical" href="([^"]+)"/);
    if (canonical) hosts.push(new URL(canonical[1]).host);
  } catch {
    /* no home page: only localhost */
  }

  const started = Date.now();
  const threads = Math.max(1, Math.min(4, availableParallelism(), Math.ceil(files.length / 20)));
  const chunks = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = (
    await Promise.all(
      chunks.map(
        (chunk) =>
          new Promise((ok, fail) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { files: chunk, hosts } });
            worker.once('message', ok);
            worker.once('error', fail);
          }),
      ),
    )
  ).flat();

  const byRule = new Map();
  let failedPages = 0;
  for (const { file, problems } of results.sort((a, b) => a.file.localeCompare(b.file))) {
    if (problems.length) failedPages++;
    for (const p of problems) {
      const list = byRule.get(p.ruleId) ?? [];
      list.push(`${relative(process.cwd(), file)}:${p.line}:${p.column} ${p.message}`);
      byRule.set(p.ruleId, list);
    }
  }
  for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`\n${rule}: ${list.length} problem(s)`);
    for (const line of list.slice(0, examples)) console.log(`  ${line}`);
    if (list.length > examples) console.log(`  … ${list.length - examples} more`);
  }
  console.log(
    `\nvalidated ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)}s with ${threads} thread(s) (.htmlvalidate.json; rel="noopener" on links to other hosts; no control characters; nothing after </html>)`,
  );
  console.log(`html: ${files.length - failedPages} passed, ${failedPages} failed`);
  process.exit(failedPages ? 1 : 0);
}
