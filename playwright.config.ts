// E2E tests drive Debian's Chromium (its headless shell when installed, see
// e2e/support/browsers.ts; CHROMIUM_PATH overrides) against the production
// build served by scripts/serve.mjs, exactly as readers get it. Nothing is downloaded.
// The `nginx` project runs the route, security-header and deploy specs again against real nginx with
// the shipped configuration (scripts/nginx-server.mjs); CI installs nginx, and without it a
// local run leaves the project out and says so.
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM } from './e2e/support/browsers';
import { findNginx } from './scripts/nginx-server.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
const outDir = process.env.DZ_OUT_DIR ?? 'dist';
const executablePath = E2E_CHROMIUM;
const nginx = findNginx();
if (!nginx && process.env.CI) throw new Error("nginx is missing: .ci/run installs Debian's nginx package for the nginx e2e project.");
if (!nginx) console.warn('e2e: nginx is not installed, so the nginx project does not run.');
/** Specs that describe what a server answers: run on every server the project ships. */
const SERVER_SPECS = [/routes\.spec\.ts$/, /security\.spec\.ts$/, /deploy\.spec\.ts$/];

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  // A busy 2-core runner (e2e beside other steps) can take seconds to bring an island's code;
  // a wait that succeeds returns as soon as it does, so only a failure takes longer.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  fullyParallel: true,
  // Two at least: Playwright's default is half the cores, one on a 2-core machine, where two
  // workers finish the suite in about half the time (both cores busy; three were no faster).
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    // A trace records screenshots and DOM snapshots at every step of every test: with it on for
    // all tests (kept only on failure) three specs took 85-87 s instead of 63-65 s. CI records
    // one when a test is run again after failing (retries: 1); a local run keeps one per failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    ...(nginx
      ? [{ name: 'nginx', testMatch: SERVER_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${nginxPort}` } }]
      : []),
  ],
  webServer: [
    {
      // Every test runs under the generated Content-Security-Policy and security headers
      // (serve.mjs sends them by default).
      command: `node scripts/serve.mjs --dir ${outDir} --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(nginx
      ? [
          {
            command: `node scripts/nginx-server.mjs --dir ${outDir} --port ${nginxPort}`,
            url: `http://localhost:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
