#!/usr/bin/env node
// Navigation latency (printed, not asserted): a docs page is loaded and left idle, then a link
// of `CASES` is clicked; the time runs from the input event (its timeStamp on the wall clock) to
// the frame that shows the next page's h1: the first contentful paint of a full load, the
// activation of a prerendered page, or the end of the layout of the first frame that has a
// client-side swap's new h1 (its paint, a few ms, not included). Profiles: desktop and the slow
// phone. What each cell holds and why: ARCHITECTURE.md (the bench's three figures per cell, the
// click's frame in four parts so a change can be judged by the part it should move).
// Usage: node scripts/navigation-bench.mjs [--runs 5] [--idle 2000] [--dir dist] [--cases next,intext] [--profiles mobile]
import { cliArg as arg, chosenProfiles, median, openPage, spread, withSiteAndBrowser } from './bench-browser.mjs';
import { gzipSync } from 'node:zlib';

const dir = arg('dir', process.env.DZ_OUT_DIR ?? 'dist');
const runs = Number(arg('runs', '5'));
const idleMs = Number(arg('idle', '2000'));
/** `--cases next,intext` and `--profiles mobile` run a part of the table. */
const onlyCases = arg('cases', '').split(',').filter(Boolean);

const CASES = [
  { id: 'next', label: 'next-page link', path: '/docs/installation', link: '.dz-pagination-nav a[rel="next"], .dz-pagination-nav__link--next', scroll: true },
  { id: 'sidebar', label: 'sidebar link', path: '/docs/installation', link: '.dz-doc-sidebar a[href="/docs/configuration"]', desktopOnly: true },
  {
    id: 'hovered',
    label: 'sidebar link, hovered 300 ms',
    path: '/docs/installation',
    link: '.dz-doc-sidebar a[href="/docs/configuration"]',
    hover: 300,
    desktopOnly: true,
  },
  // On a phone the sidebar is in the menu: opened, read for the idle time, then a link tapped.
  {
    id: 'menu',
    label: 'sidebar link in the mobile menu',
    path: '/docs/installation',
    open: '.dz-navbar__toggle',
    link: '#dz-mobile-panel a[href="/docs/configuration"]',
    mobileOnly: true,
  },
  // The last page the open menu shows on a phone (not a neighbour of this one).
  {
    id: 'menuFar',
    label: 'another sidebar link in the mobile menu',
    path: '/docs/installation',
    open: '.dz-navbar__toggle',
    link: '#dz-mobile-panel a[href="/docs/migration"]',
    mobileOnly: true,
  },
  {
    id: 'intext',
    label: 'in-text link',
    path: '/docs/installation',
    link: 'article .dz-markdown a[href^="/docs/"], article a[href^="/docs/"]:not(.dz-pagination-nav a)',
    scroll: true,
  },
];

async function once(browser, base, c, profile) {
  const { context, page } = await openPage(browser, profile);
  let idleBytes = 0;
  let loaded = false;
  page.on('response', async (r) => {
    if (!loaded) return;
    try {
      idleBytes += gzipSync(await r.body()).length;
    } catch {
      /* no body */
    }
  });
  await page.goto(base + c.path, { waitUntil: 'load' });
  loaded = true;
  const link = page.locator(c.link).first();
  if (c.open) {
    await page.locator(c.open).click();
    await link.waitFor({ timeout: 20000 });
  }
  if (!(await link.count())) throw new Error(`${c.id}: no link ${c.link} on ${c.path}`);
  const href = new URL(await link.evaluate((a) => a.href)).pathname;
  if (c.scroll || c.open) await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(idleMs);
  const box = await link.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (c.hover) await page.waitForTimeout(c.hover);
  const bytesBeforeClick = idleBytes;
  // Both ends of the press (the click is the event a link answers: WCAG 2.5.2 keeps activation
  // on the up event) and, for a client-side swap, the browser's Event Timing (a full load takes
  // the observer with the old document). Kept in the tab (it outlives a full load), not logged:
  // a console message costs the page a few ms under CDP.
  await page.evaluate(() => {
    const keep = (type, key) =>
      addEventListener(type, (e) => sessionStorage.setItem(key, String(performance.timeOrigin + e.timeStamp)), { capture: true, once: true });
    keep('pointerdown', 'dz-down-at');
    keep('click', 'dz-click-at');
    new PerformanceObserver((list) => {
      const click = list.getEntries().find((e) => e.name === 'click');
      if (click) window.__dzClickTiming = click.duration;
    }).observe({ type: 'event', durationThreshold: 16 });
    // Where a swap's time goes, from Chromium's Long Animation Frame entry of the frame the
    // click's task opens (reported when it lasts 50 ms or more).
    window.__dzFrames = [];
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
      new PerformanceObserver((list) => window.__dzFrames.push(...list.getEntries().map((e) => e.toJSON()))).observe({ type: 'long-animation-frame' });
  });
  await page.evaluate((path) => {
    // A client-side swap keeps this document: watch for the new page's h1 here.
    const old = document.querySelector('h1');
    const frame = () => {
      const h1 = document.querySelector('h1');
      if (location.pathname === path && h1 && h1 !== old) {
        window.__dzShownAt = performance.timeOrigin + performance.now();
        // This frame's style and layout run after its animation-frame callbacks; a resize
        // observer's first callback comes in the same frame right after its layout (a task
        // posted from here could wait behind the new page's scripts).
        const seen = new ResizeObserver(() => {
          seen.disconnect();
          window.__dzLaidOutAt = performance.timeOrigin + performance.now();
        });
        seen.observe(h1);
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, href);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForURL((u) => u.pathname === href, { timeout: 20000 });
  await page.locator('h1').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(300);
  const [downAt, clickAt] = await page.evaluate(() => ['dz-down-at', 'dz-click-at'].map((k) => Number(sessionStorage.getItem(k))));
  const result = await page.evaluate((clickAtWall) => {
    /** The click's frame in four parts (ARCHITECTURE.md): input, script, style and layout, render. */
    function frameParts() {
      const clickAt = clickAtWall - performance.timeOrigin;
      const f = window.__dzFrames.find((e) => e.startTime + e.duration >= clickAt && e.startTime >= clickAt - 50);
      if (!f) return undefined;
      const script = f.scripts.reduce((sum, x) => sum + x.duration, 0);
      const render = f.startTime + f.duration - f.renderStart;
      return { input: Math.max(0, f.startTime - clickAt), script, layout: f.renderStart - f.startTime - script, render };
    }
    if (window.__dzShownAt)
      return { kind: 'swap', at: window.__dzLaidOutAt, frameAt: window.__dzShownAt, eventTiming: window.__dzClickTiming, parts: frameParts() };
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
    if (nav?.activationStart > 0) return { kind: 'prerender', at: performance.timeOrigin + nav.activationStart + 16 };
    return { kind: 'load', at: performance.timeOrigin + (fcp?.startTime ?? nav.domContentLoadedEventEnd) };
  }, clickAt);
  await context.close();
  return {
    ms: result.at - downAt,
    fromClick: result.at - clickAt,
    eventTiming: result.eventTiming,
    parts: result.parts,
    frameMs: result.frameAt && result.frameAt - downAt,
    kind: result.kind,
    idleKB: bytesBeforeClick / 1024,
  };
}

/** The cell: median and spread of the times, then how the pages were shown. */
const stats = (list) => {
  const kinds = [...new Set(list.map((r) => r.kind).filter(Boolean))].join('/');
  const times = spread(list.map((r) => r.ms));
  // A swap's frame began (its animation-frame callbacks) before the time above: printed too,
  // as the figure the first measurements of this table took.
  const frameStart = median(list.map((r) => r.frameMs));
  const frame = Number.isFinite(frameStart) ? `, frame began ${Math.round(frameStart)}` : '';
  const click = Math.round(median(list.map((r) => r.fromClick)));
  const eventTiming = median(list.map((r) => r.eventTiming));
  const browser = Number.isFinite(eventTiming) ? `, Event Timing ${Math.round(eventTiming)}` : '';
  const parts = list.map((r) => r.parts).filter(Boolean);
  const part = (key) => Math.round(median(parts.map((p) => p[key])));
  const anatomy = parts.length
    ? `; the click's frame: input ${part('input')}, script ${part('script')}, style and layout ${part('layout')}, render ${part('render')}`
    : '';
  return times === 'failed' ? times : `${times} ${kinds}${frame}; from the click ${click}${browser}${anatomy}`;
};

export async function navigationTable({ outDir = dir, n = runs } = {}) {
  return withSiteAndBrowser(outDir, async (browser, origin) => {
    const rows = [];
    for (const c of CASES.filter((k) => !onlyCases.length || onlyCases.includes(k.id))) {
      const row = { action: c.label };
      for (const [name, profile] of chosenProfiles()) {
        if ((c.desktopOnly && name === 'mobile') || (c.mobileOnly && name === 'desktop')) {
          row[name] = '-';
          continue;
        }
        const list = [];
        for (let i = 0; i < n; i++)
          list.push(
            await once(browser, origin, c, profile).catch((e) => {
              console.error(String(e.message ?? e).split('\n')[0]);
              return { ms: NaN };
            }),
          );
        row[name] = stats(list);
        const idle = list.map((r) => r.idleKB).filter(Number.isFinite);
        row[`${name} idle KB`] = idle.length ? (idle.reduce((a, b) => a + b, 0) / idle.length).toFixed(1) : '-';
      }
      rows.push(row);
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `Press → next page's h1 on screen (from the pointer going down: median of ${runs}, min–max, how it was shown; then the medians from the click, and of the browser's Event Timing for the click, a swap only); page idle ${idleMs} ms first; idle KB = gzip bytes fetched after load, before the click:`,
  );
  console.table(await navigationTable());
}
