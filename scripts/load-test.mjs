#!/usr/bin/env node
// Bounded load test of the production servers (npm run bench -- --load): autocannon, 30 s,
// 50 connections, a mix of the page types of bench/pages.json (the 404 page included), a
// redirect, hashed CSS / JS and a Pagefind fragment, gzip accepted. For scripts/serve.mjs and,
// when installed, nginx with the shipped configuration. Prints requests/s, latency p50 / p99,
// errors, answers by status class, and the server's open file descriptors and memory before
// and after (a leak shows there). Figures only, nothing asserted: the machine is shared.
// Usage: node scripts/load-test.mjs [--dir dist] [--duration 30] [--connections 50] [--server serve|nginx]
//   [--serve-script path]: another version of serve.mjs, to compare.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { cliArg as arg } from './cli.mjs';
import { findNginx, prefixFor } from './nginx-server.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const duration = Number(arg('duration', 30));
const connections = Number(arg('connections', 50));
const only = arg('server', null);

/** The request mix: every page type, a redirect, and the heaviest hashed files. */
function mix() {
  const pages = Object.values(JSON.parse(readFileSync('bench/pages.json', 'utf8')));
  const largest = (folder, ext) =>
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith(ext))
      .sort((a, b) => statSync(join(dir, folder, b)).size - statSync(join(dir, folder, a)).size)[0];
  const assets = [
    `/_astro/${largest('_astro', '.css')}`,
    `/_astro/${largest('_astro', '.js')}`,
    `/pagefind/fragment/${readdirSync(join(dir, 'pagefind', 'fragment'))[0]}`,
  ];
  return [...pages, '/docs/', ...assets].map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } }));
}

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Open descriptors and resident memory (MB) of the given processes, summed. */
function usage(pids) {
  let fds = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      fds += readdirSync(`/proc/${pid}/fd`).length;
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      /* gone */
    }
  }
  return { fds, rss: Math.round(rss) };
}

/** nginx master and workers (the master's pid file, then its children). */
function nginxPids(port) {
  const master = Number(readFileSync(join(prefixFor(port), 'nginx.pid'), 'utf8'));
  const children = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...children];
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function run(name) {
  const port = await freePort();
  const script = name === 'nginx' ? 'scripts/nginx-server.mjs' : arg('serve-script', 'scripts/serve.mjs');
  const child = spawn(process.execPath, [script, '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const pids = name === 'nginx' ? nginxPids(port) : [child.pid];
    const before = usage(pids);
    const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, requests: mix() });
    // Let closed connections settle: what stays open after that is a leak.
    await new Promise((r) => setTimeout(r, 2000));
    const after = usage(pids);
    return { name, result, before, after };
  } finally {
    child.kill('SIGTERM');
  }
}

const servers = only ? [only] : ['serve', ...(findNginx() ? ['nginx'] : [])];
console.log(`load test: ${duration} s, ${connections} connections, ${mix().length} URLs in turn, gzip accepted`);
for (const name of servers) {
  const { result: r, before, after } = await run(name);
  const label = name === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'scripts/serve.mjs';
  console.log(
    `${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, answers 2xx ${r['2xx']} / 3xx ${r['3xx']} / 4xx ${r['4xx']} / 5xx ${r['5xx']}, ` +
      `open fds ${before.fds} → ${after.fds}, memory ${before.rss} → ${after.rss} MB`,
  );
}
