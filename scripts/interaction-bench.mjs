#!/usr/bin/env node
// First-interaction latency of the chrome controls (printed, not asserted): for each control,
// a fresh page is loaded, left idle for 0.5 s, then touched once; the time runs inside the
// page from the input event's timeStamp to the first animation frame in which the effect is
// visible (Playwright's own click checks are not counted: the input is sent with raw mouse
// and key events). Two profiles: desktop (no throttling) and a slow phone (150 ms round trip,
// 1.6 Mbit/s, CPU ×4, 390 px). Median and spread of --runs (default 3) fresh loads.
// Usage: node scripts/interaction-bench.mjs [--runs 3] [--only colour,search] [--dir dist]
import { cliArg as arg, openPage, PROFILES, spread, withSiteAndBrowser } from './bench-browser.mjs';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const runs = Number(arg('runs', '3'));
const only = arg('only', '')?.split(',').filter(Boolean) ?? [];

// The search modal's effect: a visible text box inside the dialog has the focus (the
// first-touch shell's or DocSearch's own). Runs in the page (passed as source text).
const searchBoxFocused = () => {
  const a = document.activeElement;
  return !!a && a.tagName === 'INPUT' && !!a.closest('[role="dialog"], .DocSearch-Modal, dialog') && a.getBoundingClientRect().height > 0;
};

// Each control: the page, how to touch it and the in-page test that its effect shows.
// `target` is a CSS selector clicked at its centre; `key` presses a shortcut instead.
const CONTROLS = [
  {
    id: 'colour',
    label: 'colour toggle',
    path: '/docs/installation',
    target: '.dz-color-toggle',
    effect: (s) => document.documentElement.dataset.theme !== s.theme,
    setup: () => ({ theme: document.documentElement.dataset.theme }),
  },
  {
    id: 'announcement',
    label: 'announcement close',
    path: '/',
    target: '.dz-announcement__close',
    effect: () =>
      !document.querySelector('.dz-announcement')?.getClientRects().length || document.querySelector('.dz-announcement').getBoundingClientRect().height === 0,
  },
  {
    id: 'menu',
    label: 'mobile menu open',
    path: '/',
    mobileOnly: true,
    target: '.dz-navbar__toggle',
    effect: () => {
      const p = document.getElementById('dz-mobile-panel');
      return !!p && !p.hidden && p.getBoundingClientRect().width > 0 && !!p.querySelector('a[href]')?.getClientRects().length;
    },
  },
  {
    id: 'dropdown',
    label: 'navbar dropdown (click)',
    path: '/docs/installation',
    desktopOnly: true,
    target: '[data-dz-dropdown] button.dz-dropdown__toggle',
    effect: () => document.querySelector('[data-dz-bench-target]')?.getAttribute('aria-expanded') === 'true',
  },
  {
    id: 'tab',
    label: 'code tab switch',
    path: '/docs/installation',
    target: '.dz-tabs__list [role="tab"]:nth-child(2)',
    scroll: true,
    effect: () => document.querySelector('.dz-tabs__list [role="tab"]:nth-child(2)')?.getAttribute('aria-selected') === 'true',
  },
  {
    id: 'category',
    label: 'sidebar category',
    path: '/docs/installation',
    desktopOnly: true,
    target: 'details[data-dz-category]:not([open]) > summary',
    effect: () => !!document.querySelector('[data-dz-bench-target]')?.closest('details')?.open,
  },
  {
    id: 'searchClick',
    label: 'search open (click)',
    path: '/docs/installation',
    target: '[data-dz-search]',
    effect: searchBoxFocused,
  },
  {
    id: 'searchKey',
    label: 'search open (Ctrl+K)',
    path: '/docs/installation',
    key: 'Control+k',
    effect: searchBoxFocused,
  },
];

async function once(browser, base, control, profile) {
  const { context, page } = await openPage(browser, profile);
  await page.goto(base + control.path, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  let box = null;
  if (control.target) {
    const handle = page.locator(control.target).first();
    if (!(await handle.count())) throw new Error(`${control.id}: no element ${control.target} on ${control.path}`);
    await handle.evaluate((el) => el.setAttribute('data-dz-bench-target', ''));
    if (control.scroll) await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    box = await handle.boundingBox();
    if (!box) throw new Error(`${control.id}: ${control.target} is not visible`);
  }
  // Arm the in-page clock: the first trusted input's timeStamp, then poll each frame.
  await page.evaluate(
    ({ effectSrc, setupSrc, sel }) => {
      const effect = new Function(`return (${effectSrc})`)();
      const state = setupSrc ? new Function(`return (${setupSrc})`)()() : {};
      window.__dzLatency = new Promise((resolve) => {
        let start = null;
        const onInput = (e) => {
          if (start === null && e.isTrusted) start = e.timeStamp;
        };
        for (const type of ['pointerdown', 'mousedown', 'keydown']) addEventListener(type, onInput, { capture: true });
        const frame = () => {
          if (start !== null && effect(state, sel)) resolve(performance.now() - start);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        setTimeout(() => resolve(NaN), 15000);
      });
    },
    { effectSrc: control.effect.toString(), setupSrc: control.setup?.toString(), sel: control.target },
  );
  if (control.key) await page.keyboard.press(control.key);
  else {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
  }
  const ms = await page.evaluate(() => window.__dzLatency);
  await context.close();
  return ms;
}

export async function interactionTable({ dir: outDir = dir, runs: n = runs, only: ids = only } = {}) {
  return withSiteAndBrowser(outDir, async (browser, origin) => {
    const rows = [];
    for (const control of CONTROLS) {
      if (ids.length && !ids.includes(control.id)) continue;
      const row = { control: control.label, page: control.path };
      for (const [name, profile] of Object.entries(PROFILES)) {
        if ((control.mobileOnly && name === 'desktop') || (control.desktopOnly && name === 'mobile')) {
          row[name] = '-';
          continue;
        }
        const list = [];
        for (let i = 0; i < n; i++)
          list.push(
            await once(browser, origin, control, profile).catch((e) => {
              console.error(String(e.message ?? e));
              return NaN;
            }),
          );
        row[name] = spread(list);
      }
      rows.push(row);
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`First interaction → visible effect (median of ${runs}, min–max); mobile = 390 px, 150 ms RTT, 1.6 Mbit/s, CPU ×4:`);
  console.table(await interactionTable());
}
