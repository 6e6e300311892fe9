#!/usr/bin/env node
// The README's test command: the steps of `stages` below, stage by stage. A stage's steps run
// at the same time, each one's output printed whole when it ends (the build's as it goes), so
// logs never interleave; a failing stage stops the run after its other steps end. The build's
// output also goes to build.log for the "build log" step. The type check comes after the build,
// which writes Astro's types in .astro/ that the check reads without writing them again.
// Lighthouse runs last, alone, because it measures performance (scripts/lighthouse.mjs runs its
// two form factors side by side). One summary line per step, with its time.
// `node scripts/test-all.mjs e2e "build log"` runs the named steps only.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_STRICT_LINKS: '1' };
const only = process.argv.slice(2);
const withBuild = !only.length || only.includes('build');
/** [name, command, log file the output is also written to]; one array per stage. */
const stages = [
  [
    ['build', ['npx', 'astro', 'build'], 'build.log'],
    ['unit tests', ['npx', 'vitest', 'run']],
    ['lint', ['npx', 'biome', 'ci']],
    ['content check', ['node', 'scripts/check-content.mjs', 'content-docs', 'content-community', 'content-blog', 'content-tests']],
    ['changelog check', ['node', 'scripts/check-content.mjs', '--no-description', 'content-changelog']],
  ],
  [
    ['build log', ['node', 'scripts/build-log.mjs', '--log', 'build.log']],
    // --noSync when the build ran first: it has just written the content types in .astro/ (the
    // check took 26 s alone with the sync, 20 s without).
    ['astro check', ['npx', 'astro', 'check', ...(withBuild ? ['--noSync'] : []), '--minimumSeverity', 'warning']],
    ['content tests', ['node', 'scripts/content-tests/run.mjs']],
    ['html validity', ['node', 'scripts/validate-html.mjs']],
    ['nu html checker', ['node', 'scripts/validate-nu.mjs']],
  ],
  // Alone: its tests time what readers see, and a Java checker beside them slowed the islands
  // they wait for past their limits.
  [['e2e', ['npx', 'playwright', 'test']]],
  [['lighthouse', ['node', 'scripts/lighthouse.mjs']]],
];

/**
 * Runs one step. The step shown live (`live`) writes straight through; the others are
 * buffered and printed when they end. With `logFile`, the output is also written there.
 */
function run(name, [cmd, ...args], logFile, live) {
  const started = Date.now();
  const chunks = [];
  if (live) console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, FORCE_COLOR: live ? env.FORCE_COLOR : '0' } });
    const log = logFile ? createWriteStream(logFile) : undefined;
    const out = (stream) => (chunk) => {
      log?.write(chunk);
      if (live) stream.write(chunk);
      else chunks.push(chunk);
    };
    child.stdout.on('data', out(process.stdout));
    child.stderr.on('data', out(process.stderr));
    child.on('close', (status) => {
      const finish = () => {
        if (!live) {
          console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
          process.stdout.write(Buffer.concat(chunks));
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(status === 0 ? `✓ ${name} (${seconds}s)` : `✗ ${name} failed after ${seconds}s`);
        done({ name, ok: status === 0, seconds });
      };
      if (log) log.end(finish);
      else finish();
    });
  });
}

const results = [];
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.includes(name));
  if (!steps.length) continue;
  const outcome = await Promise.all(steps.map(([name, command, logFile], i) => run(name, command, logFile, i === 0)));
  results.push(...outcome);
  if (outcome.some((r) => !r.ok)) break;
}
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name} ${r.seconds}s`).join(' · ')}`);
console.log(`test steps: ${results.length - failed.length} passed, ${failed.length} failed, ${((Date.now() - started) / 60000).toFixed(1)} min in all`);
process.exit(failed.length ? 1 : 0);
