#!/usr/bin/env node
// Build-log gate: a clean build prints no warning at all, so a
// broken link or anchor is the one line that stands out.
//   1. The log of the main build (written by the test command's build step) has no warning.
//   2. One broken link injected into a copy of that build's pages gives exactly one warning,
//      naming the page and the link.
// Why not a second build with the injected link: a full build takes minutes, and the link
// check is the only part of the build that reads the built pages. Step 2 runs that same pass
// (src/integrations/link-check.ts, loaded through Vite) and its logging on a copy of the
// pages, in about two seconds.
// Usage: node scripts/build-log.mjs [--log build.log] [--dist dist]
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { cliArg as arg } from './cli.mjs';

/**
 * The warning records of a build log, one line each (a record's code frame or help lines are
 * not counted again): Astro's `[WARN]` and `[ERROR]` lines, Node's `(node:…) …Warning` and
 * npm's `npm warn`.
 * @param {string} log
 * @returns {string[]}
 */
export function warningLines(log) {
  return stripVTControlCharacters(log)
    .split(/\r?\n/)
    .filter((line) => /\[(?:WARN|ERROR)\]/.test(line) || /\(node:\d+\) \w*Warning/.test(line) || /^npm warn/i.test(line))
    .map((line) => line.trim());
}

/**
 * Whether a log is that of a build that ran to its end, link check included. Colour codes are
 * removed first: CI's runner forces colours even though the output is piped.
 * @param {string} log
 */
export function isCompleteLog(log) {
  const text = stripVTControlCharacters(log);
  return /\[build\] Complete!/.test(text) && /link check: \d+ pages/.test(text);
}

/** Astro's log line format (`HH:MM:SS [WARN] [label] message`), for the injected run. */
const astroLine = (level, label, message) => `${new Date().toTimeString().slice(0, 8)} ${level === 'warn' ? '[WARN] ' : ''}[${label}] ${message}`;

const PAGE = 'docs/installation.html';
const ROUTE = '/docs/installation';
const INJECTED = '/docs/dz-injected-missing-page';

/** Runs the link check and its logging on a copy of `dist`'s pages with one broken link added. */
export async function injectedLinkLog(dist) {
  const copy = mkdtempSync(join(tmpdir(), 'dz-build-log-'));
  try {
    // The whole build: a link to a file (a Markdown twin, an image, a linked file) holds when the file is there.
    cpSync(dist, copy, { recursive: true });
    const page = join(copy, PAGE);
    const html = readFileSync(page, 'utf8');
    if (!html.includes('</main>')) throw new Error(`${PAGE} has no </main>: pick another page for the injected link`);
    writeFileSync(page, html.replace('</main>', `<a href="${INJECTED}">injected</a></main>`));
    const { runnerImport } = await import('vite');
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { module } = await runnerImport(join(root, 'src/integrations/link-check.ts'), { root, configFile: false, logLevel: 'silent' });
    const lines = [];
    const logger = { info: (m) => lines.push(astroLine('info', 'dz:post-build', m)), warn: (m) => lines.push(astroLine('warn', 'dz:post-build', m)) };
    module.logLinkReport(module.checkLinks(copy, false), logger);
    return lines.join('\n');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = arg('dist', process.env.DZ_OUT_DIR ?? 'dist');
  const logFile = arg('log', 'build.log');
  let failed = false;
  if (!existsSync(logFile)) {
    console.error(`✗ ${logFile} not found: run the build step of scripts/test-all.mjs first (it writes the log)`);
    process.exit(1);
  }
  const log = readFileSync(logFile, 'utf8');
  if (!isCompleteLog(log)) {
    console.error(`✗ ${logFile} is not the log of a complete build`);
    process.exit(1);
  }
  const clean = warningLines(log);
  if (clean.length) {
    failed = true;
    console.error(
      `✗ the clean build printed ${clean.length} warning(s); a clean build must print none:\n${clean
        .slice(0, 20)
        .map((l) => `  ${l}`)
        .join('\n')}`,
    );
  } else console.log(`✓ clean build: no warnings in ${logFile}`);
  const injected = warningLines(await injectedLinkLog(dist));
  const expected = `broken link on ${ROUTE}: ${INJECTED}`;
  if (injected.length !== 1 || !injected[0].endsWith(expected)) {
    failed = true;
    console.error(
      `✗ one injected broken link must give exactly one warning ("${expected}"), got ${injected.length}:\n${injected.map((l) => `  ${l}`).join('\n')}`,
    );
  } else console.log(`✓ injected broken link: exactly one warning: ${injected[0]}`);
  process.exit(failed ? 1 : 0);
}
