// `npm run bench -- --scale N`: builds a scratch copy of the site (.bench/scale-N, gitignored)
// with N × (number of main docs) synthetic Chinese docs added under content-docs/bench/ (a
// sidebar `bench`, one category per 10 docs) and prints the pages built, build time, time per
// page, peak memory of the whole build process tree, the search index size and the time of
// each build phase (link check included). `--scale 0` builds the copy as it is: the baseline
// "time per added page" compares with. Results are appended to .bench/scale-results.jsonl.
//   node scripts/bench.mjs --scale 3 [--keep]
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { filesUnder } from '../src/lib/files.ts';
import { generateDocs } from './bench-scale-docs.mjs';

export async function runScaleBench(argv) {
  const scale = Number(argv[argv.indexOf('--scale') + 1]);
  if (!Number.isInteger(scale) || scale < 0) throw new Error('--scale needs a whole number ≥ 0 (0 = the site as it is)');
  const repo = process.cwd();
  const work = resolve(repo, '.bench', `scale-${scale}`);
  const outDir = 'dist-scale';

  const baseDocs = countDocs(join(repo, 'content-docs'));
  const added = scale * baseDocs;
  console.log(`scale ${scale}×: copying the site to ${work} and adding ${added} synthetic docs (${scale} × ${baseDocs} docs)…`);
  prepareCopy(repo, work);
  if (added) {
    const { files, sidebarPatch } = generateDocs(added);
    for (const [path, text] of files) {
      mkdirSync(dirname(join(work, path)), { recursive: true });
      writeFileSync(join(work, path), text);
    }
    const sidebars = join(work, 'src/sidebars/docs.ts');
    const source = readFileSync(sidebars, 'utf8');
    const patched = source.replace(/\n};\n\s*export default sidebars;/, `\n  ${sidebarPatch}\n};\n\nexport default sidebars;`);
    if (patched === source) throw new Error('src/sidebars/docs.ts: cannot add the bench sidebar (expected "};" then "export default sidebars;")');
    writeFileSync(sidebars, patched);
  }
  // A git repository, so last-updated dates come from git as in a real checkout.
  execFileSync('git', ['init', '-q'], { cwd: work });
  execFileSync('git', ['add', '-A'], { cwd: work });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@invalid', 'commit', '-qm', `scale ${scale}`], { cwd: work });

  const result = await build(work, outDir);
  const dist = join(work, outDir);
  const html = filesUnder(dist, (f) => f.endsWith('.html'));
  const docsPages = html.filter((f) => f.startsWith(join(dist, 'docs/')) || f === join(dist, 'docs.html')).length;
  const pagefind = filesUnder(join(dist, 'pagefind'));
  const pagefindBytes = pagefind.reduce((n, f) => n + statSync(f).size, 0);
  const twins = filesUnder(dist, (f) => f.endsWith('.md')).length;
  const llmsFull = existsSync(join(dist, 'llms-full.txt')) ? statSync(join(dist, 'llms-full.txt')).size : 0;
  const distBytes = filesUnder(dist).reduce((n, f) => n + statSync(f).size, 0);

  const record = {
    scale,
    addedDocs: added,
    pages: html.length,
    docsPages,
    twins,
    seconds: +result.seconds.toFixed(1),
    cpuSeconds: +result.cpuSeconds.toFixed(1),
    sampledCpuSeconds: +result.sampledCpuSeconds.toFixed(1),
    msPerPage: Math.round((result.seconds * 1000) / html.length),
    cpuMsPerPage: Math.round((result.cpuSeconds * 1000) / html.length),
    peakTreeMB: Math.round(result.peakKB / 1024),
    peakSingleMB: Math.round(result.peakSingleKB / 1024),
    pagefindFiles: pagefind.length,
    pagefindMB: +(pagefindBytes / 1048576).toFixed(1),
    llmsFullMB: +(llmsFull / 1048576).toFixed(1),
    distMB: +(distBytes / 1048576).toFixed(0),
    phases: result.phases,
    linkCheckMs: result.linkCheckMs,
    searchIndexMs: result.searchIndexMs,
    exit: result.code,
    date: new Date().toISOString(),
  };
  const resultsFile = resolve(repo, '.bench', 'scale-results.jsonl');
  const previous = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  appendFileSync(resultsFile, `${JSON.stringify(record)}\n`);

  console.log(`\nscale ${scale}× (${added} docs added): exit ${result.code}`);
  console.table({
    pages: `${record.pages} (docs ${docsPages}, Markdown twins ${twins})`,
    'build time': `${record.seconds} s wall, ${record.cpuSeconds} s CPU (user + system of the whole tree; ${record.sampledCpuSeconds} s sampled)`,
    'time per page': `${record.msPerPage} ms wall, ${record.cpuMsPerPage} ms CPU`,
    'peak memory (process tree)': `${record.peakTreeMB} MB (largest single process ${record.peakSingleMB} MB)`,
    'search index': `${record.pagefindMB} MB in ${record.pagefindFiles} files`,
    'link check': record.linkCheckMs === undefined ? 'n/a' : `${(record.linkCheckMs / 1000).toFixed(1)} s`,
    'search indexing': record.searchIndexMs === undefined ? 'n/a' : `${(record.searchIndexMs / 1000).toFixed(1)} s`,
    'llms-full.txt': `${record.llmsFullMB} MB`,
    'dist size': `${record.distMB} MB`,
  });
  console.log(
    'phases (s wall / s CPU / peak MB of the tree):',
    Object.entries(result.phases)
      .map(([k, v]) => `${k} ${v.wall} / ${v.cpu} / ${v.peakMB}`)
      .join(' · '),
  );
  const base = [...previous].reverse().find((r) => r.scale === 0 && r.exit === 0 && r.cpuSeconds !== undefined);
  if (base && added) {
    const perAdded = (key) => (((record[key] - base[key]) * 1000) / (record.pages - base.pages)).toFixed(0);
    console.log(
      `time per added page: ${perAdded('cpuSeconds')} ms CPU, ${perAdded('seconds')} ms wall (baseline per page: ${base.cpuMsPerPage} ms CPU, ${base.msPerPage} ms wall, over ${base.pages} pages, ${base.date})`,
    );
  } else if (added) console.log('time per added page: run --scale 0 first for the baseline');
  if (record.exit === 0 && !argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  return record.exit === 0;
}

function countDocs(dir) {
  return filesUnder(dir, (f) => /\.mdx?$/.test(f) && !/\/_[^/]*$/.test(f)).length;
}

/** The repository's files (tracked and new, not ignored) copied; node_modules linked. */
function prepareCopy(repo, work) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(work, file)), { recursive: true });
    cpSync(join(repo, file), join(work, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(work, 'node_modules'), 'dir');
}

/**
 * One look at `pid` and its descendants: their resident memory (sum and largest, KB), and
 * each one's CPU time so far (clock ticks, keyed by pid and start time), so the CPU of
 * processes that end before the build does still counts.
 */
function sampleTree(pid, cpu) {
  const children = new Map();
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      stats.set(Number(name), fields);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      /* gone */
    }
  }
  let total = 0;
  let largest = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    const fields = stats.get(p);
    if (fields) cpu.set(`${p}:${fields[19]}`, Number(fields[11]) + Number(fields[12]));
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      const kb = m ? Number(m[1]) : 0;
      total += kb;
      largest = Math.max(largest, kb);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return { total, largest };
}

const TICKS_PER_SECOND = 100;
const cpuSeconds = (cpu) => [...cpu.values()].reduce((n, t) => n + t, 0) / TICKS_PER_SECOND;

/** Build log lines that end each phase (the phase runs from the previous mark to this one). */
const PHASES = [
  ['start-up and content sync', /Building static entrypoints/],
  ['bundling (server and client)', /generating static routes/],
  ['page rendering', /generating optimized images/],
  ['images', /\[build\] ✓ Completed/],
  ['link check', /link check:/],
  ['search index', /search index:/],
  ['html fixups', /html fixups:/],
  ['security headers', /security headers:/],
  ['service worker', /service worker:/],
];

function build(cwd, outDir) {
  return new Promise((done) => {
    const started = Date.now();
    // /usr/bin/time reports the CPU time of the whole tree (every process the build waited for):
    // on a shared machine it moves far less with the load than wall time does.
    const timeFile = join(cwd, 'build.time');
    const child = spawn('/usr/bin/time', ['-o', timeFile, '-f', '%e %U %S', 'npx', 'astro', 'build'], {
      cwd,
      env: { ...process.env, DZ_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let peakKB = 0;
    let peakSingleKB = 0;
    const cpu = new Map();
    let phasePeakKB = 0;
    const timer = setInterval(() => {
      const { total, largest } = sampleTree(child.pid, cpu);
      phasePeakKB = Math.max(phasePeakKB, total);
      peakKB = Math.max(peakKB, total);
      peakSingleKB = Math.max(peakSingleKB, largest);
    }, 250);
    const marks = {};
    let linkCheckMs;
    let searchIndexMs;
    let log = '';
    const onLine = (line) => {
      const at = (Date.now() - started) / 1000;
      // Marks count in order only (Astro prints "[build] ✓ Completed" after several stages).
      const next = PHASES.find(([name]) => !(name in marks));
      if (next?.[1].test(line)) {
        marks[next[0]] = { at, cpu: cpuSeconds(cpu), peakMB: Math.round(phasePeakKB / 1024) };
        phasePeakKB = 0;
      }
      const lc = /link check: .* in (\d+) ms/.exec(line);
      if (lc) linkCheckMs = Number(lc[1]);
      const si = /search index: .* in (\d+) ms/.exec(line);
      if (si) searchIndexMs = Number(si[1]);
      if (
        /\[(?:WARN|ERROR)\]|^\s*(?:\w*Error|error)\b/.test(line) &&
        !/glob-loader|\[vite\]|does not exist or is empty|broken (?:link|anchor) on \/tests\//.test(line)
      )
        process.stdout.write(`  | ${line}\n`);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        log += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop();
        lines.forEach(onLine);
      });
    }
    child.on('close', (code) => {
      clearInterval(timer);
      writeFileSync(join(cwd, 'build.log'), log);
      if (code !== 0) console.log(`build failed (exit ${code}); log: ${join(cwd, 'build.log')}\n${log.split('\n').slice(-30).join('\n')}`);
      // Wall and CPU seconds of each phase, from consecutive marks (CPU sampled every 250 ms).
      const phases = {};
      let previous = { at: 0, cpu: 0 };
      const end = { at: (Date.now() - started) / 1000, cpu: cpuSeconds(cpu), peakMB: Math.round(phasePeakKB / 1024) };
      for (const [name, mark] of [...PHASES.filter(([n]) => n in marks).map(([n]) => [n, marks[n]]), ['end', end]]) {
        phases[name] = { wall: +(mark.at - previous.at).toFixed(1), cpu: +(mark.cpu - previous.cpu).toFixed(1), peakMB: mark.peakMB };
        previous = mark;
      }
      const [, user, system] = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number) : [];
      done({
        code,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: user + system,
        sampledCpuSeconds: end.cpu,
        peakKB,
        peakSingleKB,
        phases,
        linkCheckMs,
        searchIndexMs,
      });
    });
  });
}
