#!/usr/bin/env node
// The README's test command: type check, unit tests, content checks, production build
// (strict link check, security headers), content tests against that build (routes,
// descriptions, prose length, API reference keys, blog and changelog, share metadata and
// feeds), HTML validity of every page (html-validate, rel="noopener", no control characters),
// the W3C Nu HTML Checker over every page (Java 17+), the Playwright e2e suite against that build
// (served with its CSP), and Lighthouse (mobile and desktop, one page per type: Performance
// ≥ 95, Accessibility / Best Practices / SEO = 100, byte budgets of bench/budgets.json).
// The build's output is also written to build.log; the "build log" step checks that a clean
// build prints no warning and that one injected broken link gives exactly one.
// Stops at the first failing step and exits non-zero; prints one summary line per step.
// `node scripts/test-all.mjs e2e` runs the named steps only.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_STRICT_LINKS: '1' };
const steps = [
  ['astro check', ['npx', 'astro', 'check', '--minimumSeverity', 'warning']],
  ['unit tests', ['npx', 'vitest', 'run']],
  ['content check', ['node', 'scripts/check-content.mjs', 'content-docs', 'content-community', 'content-blog', 'content-tests']],
  ['changelog check', ['node', 'scripts/check-content.mjs', '--no-description', 'content-changelog']],
  ['build', ['npx', 'astro', 'build'], 'build.log'],
  ['build log', ['node', 'scripts/build-log.mjs', '--log', 'build.log']],
  ['content tests', ['node', 'scripts/content-tests/run.mjs']],
  ['html validity', ['node', 'scripts/validate-html.mjs']],
  ['nu html checker', ['node', 'scripts/validate-nu.mjs']],
  ['lighthouse', ['node', 'scripts/lighthouse.mjs']],
  ['e2e', ['npx', 'playwright', 'test']],
];
const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
/** Runs one step; with `logFile`, its output is shown and also written to that file. */
function run(cmd, args, logFile) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ['inherit', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'], env });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.on('data', (chunk) => (process.stdout.write(chunk), log.write(chunk)));
      child.stderr.on('data', (chunk) => (process.stderr.write(chunk), log.write(chunk)));
      child.on('close', (status) => log.end(() => done(status)));
    } else child.on('close', (status) => done(status));
  });
}

for (const [name, [cmd, ...args], logFile] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const status = await run(cmd, args, logFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    failed++;
    console.log(`✗ ${name} failed after ${seconds}s`);
    break;
  }
  passed++;
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\ntest steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
