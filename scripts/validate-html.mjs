#!/usr/bin/env node
// HTML gate over the production build: every page must be valid HTML (html-validate with
// .htmlvalidate.json, zero errors) and every link to another host must carry rel="noopener".
// Usage: node scripts/validate-html.mjs [dist | file.html …] [--examples 5]
// Prints the problems grouped by rule (count and the first examples, file:line:col message)
// and a closing "html: N passed, N failed" line (pages); exits non-zero on any problem.
// Pages are validated in worker threads (one per core, at most 4).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/**
 * Why each rule that .htmlvalidate.json turns off or relaxes is not a defect of the site
 * (JSON has no comments; the script refuses a config whose exceptions are not listed here).
 */
export const RULE_NOTES = {
  'no-inline-style':
    'Inline style attributes are deliberate: the announcement-bar colours from the site config, Expressive Code token colours and KaTeX glyph metrics are per-element values (the CSP allows them via style-src \'unsafe-inline\').',
  'attribute-boolean-style': 'Astro serialises boolean attributes both as `hidden` and `hidden=""`; both are valid HTML.',
  'no-trailing-whitespace': 'Whitespace inside generated HTML (Markdown, code blocks) is content, not a defect.',
  'void-style': 'Astro writes void elements as `<br>` while inline SVG and React output use `<path />`; both are valid HTML.',
  'no-redundant-role': 'Explicit roles on list/nav elements keep list semantics in Safari when CSS removes list markers (`list-style: none`); redundant but valid.',
  'prefer-native-element': 'Tabs use the ARIA tabs pattern (role="tab"/"tabpanel"), for which no native element exists.',
  'long-title': 'Document titles are "page title | site title"; long Chinese doc titles are written by the content, not a defect of the markup.',
  'unique-landmark': 'The navbar and mobile menu repeat the same navigation in two <nav> elements, only one of which is rendered at a time.',
  'no-raw-characters': 'Astro escapes what must be escaped; a raw `>` or `\'` in text is valid HTML.',
  'valid-id': 'Heading ids are slugs of Chinese headings (GitHub slugger), which html-validate\'s "relaxed" mode accepts but its default pattern flags; HTML allows any non-space id.',
  'no-implicit-button-type': 'Third-party markup (Expressive Code copy button) is not ours; our own buttons all set type.',
  'element-permitted-content': 'KaTeX renders MathML with <semantics>/<annotation> children html-validate\'s element table does not know.',
  'tel-non-breaking': 'No telephone links are rendered; the rule mis-reads version strings in link text.',
  'wcag/h63': 'Tables in Markdown content have header rows without scope; scope is optional for simple tables (WCAG H63 is advisory).',
};

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** External links (another host) without rel="noopener": one problem per offending <a>. */
export function missingNoopener(html, hosts) {
  const problems = [];
  for (const m of html.matchAll(/<a\b([^>]*)>/gi)) {
    const attrs = m[1];
    const href = /\shref="([^"]*)"/i.exec(attrs)?.[1];
    if (!href || !/^(?:https?:)?\/\//i.test(href)) continue;
    let host;
    try { host = new URL(href.replace(/&amp;/g, '&'), 'https://site.invalid').host; } catch { continue; }
    if (hosts.includes(host)) continue;
    const rel = /\srel="([^"]*)"/i.exec(attrs)?.[1] ?? '';
    if (!/(^|\s)noopener(\s|$)/i.test(rel)) {
      const line = html.slice(0, m.index).split('\n').length;
      problems.push({ line, column: 1, ruleId: 'noopener', message: `external link without rel="noopener": ${href}` });
    }
  }
  return problems;
}

async function validateFiles(files, hosts) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const out = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const report = await validator.validateString(html, file);
    const problems = report.results.flatMap((r) => r.messages.filter((m) => m.severity >= 2).map(({ line, column, ruleId, message }) => ({ line, column, ruleId, message })));
    problems.push(...missingNoopener(html, hosts));
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
  const relaxed = Object.entries(config.rules ?? {}).filter(([, v]) => (Array.isArray(v) ? v[0] : v) !== 'error').map(([k]) => k);
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
  } catch { /* no home page: only localhost */ }

  const started = Date.now();
  const threads = Math.max(1, Math.min(4, availableParallelism(), Math.ceil(files.length / 20)));
  const chunks = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = (
    await Promise.all(
      chunks.map((chunk) => new Promise((ok, fail) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { files: chunk, hosts } });
        worker.once('message', ok);
        worker.once('error', fail);
      })),
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
  console.log(`\nvalidated ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)}s with ${threads} thread(s) (.htmlvalidate.json; rel="noopener" on links to other hosts)`);
  console.log(`html: ${files.length - failedPages} passed, ${failedPages} failed`);
  process.exit(failedPages ? 1 : 0);
}
