#!/usr/bin/env node
// Runs the content tests (scripts/content-tests/*.test.mjs) with node:test, one file after
// the other, each with the spec reporter followed by the file's closing line (its figures
// and how many checks passed). They read the build in DZ_OUT_DIR (default dist/).
//   node scripts/content-tests/run.mjs [file ...]
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const files = args.length
  ? args.map((f) => resolve(f))
  : readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => join(dir, f));

/** The line each file prints when it is done (see `suite` in lib.mjs). */
const CLOSING = /^[✓✗] .* checks passed$/;
let passed = 0;
let failed = 0;
for (const file of files) {
  const closing = [];
  let filePassed = 0;
  let fileFailed = 0;
  const tally = new Transform({
    objectMode: true,
    transform(event, _encoding, done) {
      if (event.type === 'test:stdout') {
        const lines = event.data.message.split('\n').filter((line) => CLOSING.test(line.trim()));
        if (lines.length) {
          closing.push(...lines.map((l) => l.trim()));
          return done();
        }
      }
      // Top-level tests of the file (a file that fails to load counts as one failure).
      if (event.data?.nesting === 0 && event.data.details?.type !== 'suite') {
        if (event.type === 'test:pass' && !event.data.skip && !event.data.todo) filePassed++;
        if (event.type === 'test:fail') fileFailed++;
      }
      done(null, event);
    },
  });
  await pipeline(run({ files: [file] }), tally, new spec(), process.stdout, { end: false });
  passed += filePassed;
  failed += fileFailed;
  const mark = fileFailed ? '✗' : '✓';
  console.log(closing.length ? `${closing.join('\n')}\n` : `${mark} ${basename(file)} — ${filePassed}/${filePassed + fileFailed} checks passed\n`);
}
console.log(`content tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
