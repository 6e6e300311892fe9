// Docs content (issues 8 and 9): every route of the main docs and the community docs is a
// page of the build, every doc page has its own meta description, and no guide is shorter
// than 800 Chinese characters of prose. Reads the build in DZ_OUT_DIR (default dist/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { htmlFiles } from '../../src/lib/files.ts';
import { countHan, distDir, listing, metaContent, pageExists, parseRoute, proseOf, readJson, readRoute, requireBuild, routeOf, suite } from './lib.mjs';

requireBuild();
const expected = readJson('scripts/content-tests/expected-routes.json');
const { check, figure } = suite('docs content');

/** Minimum prose of a guide, in Chinese characters (see `proseOf` in lib.mjs for what counts). */
const MIN_PROSE = 800;
/**
 * Pages exempt from the prose minimum: index and overview pages, whose job is to point to
 * their sub-pages, and the ESLint rule pages, which describe one rule each. Generated
 * category pages (/docs/category/*) are lists, not docs, and are not measured at all.
 */
const PROSE_EXCEPTIONS = new Map([
  ['/docs/markdown-features', 'index of the Markdown features category'],
  ['/docs/sidebar', 'index of the sidebar category'],
  ['/docs/advanced', 'index of the advanced guides'],
  ['/docs/migration', 'index of the upgrading guides'],
  ['/docs/migration/v2', 'overview of the "to Docusaurus v2" category'],
  ['/docs/api/plugin-methods', 'overview of the plugin method references'],
  ['/docs/api/plugins', 'overview of the official plugins'],
  ['/docs/api/themes', 'overview of the official themes'],
  ['/docs/api/misc/@docusaurus/eslint-plugin', 'overview of the ESLint plugin and index of its rules'],
  ['/docs/api/misc/@docusaurus/eslint-plugin/no-html-links', 'ESLint rule page'],
  ['/docs/api/misc/@docusaurus/eslint-plugin/no-untranslated-text', 'ESLint rule page'],
  ['/docs/api/misc/@docusaurus/eslint-plugin/prefer-docusaurus-heading', 'ESLint rule page'],
  ['/docs/api/misc/@docusaurus/eslint-plugin/string-literal-i18n-messages', 'ESLint rule page'],
]);

const docRoutes = expected.docs.routes;
const communityRoutes = expected.community;
const allRoutes = [...docRoutes, ...expected.generatedIndexes, ...communityRoutes];

check(`the ${docRoutes.length} main docs, ${expected.generatedIndexes.length} generated indexes and ${communityRoutes.length} community docs exist`, () => {
  assert.equal(new Set(allRoutes).size, allRoutes.length, 'expected-routes.json lists a route twice');
  const missing = allRoutes.filter((route) => !pageExists(route)).map((route) => `${route}${readRoute(route) ? ' (only a redirect)' : ''}`);
  figure(`${allRoutes.length} doc routes checked`);
  assert.deepEqual(missing, [], listing('routes missing from the build', missing));
});

/** Every page (not redirect) the build has under /docs and /community, as routes. */
function builtDocPages() {
  const routes = ['docs', 'community'].flatMap((top) => [...htmlFiles(join(distDir, top)).map(routeOf), `/${top}`]);
  return [...new Set(routes)].filter(pageExists);
}

check('every doc page has its own meta description', () => {
  const siteDescription = metaContent(parseRoute('/'), 'description');
  const pages = builtDocPages();
  const problems = [];
  for (const route of pages) {
    const description = metaContent(parseRoute(route), 'description');
    if (!description?.trim()) problems.push(`${route}: no <meta name="description">`);
    else if (description === siteDescription) problems.push(`${route}: only the site's default description`);
    else if ([...description.trim()].length < 20) problems.push(`${route}: description too short ("${description}")`);
  }
  figure(`${pages.length} doc pages with a description`);
  assert.deepEqual(problems, [], listing('doc pages without a proper description', problems));
});

check(`every doc page has an article body, and no guide has under ${MIN_PROSE} Chinese characters of prose`, () => {
  for (const route of PROSE_EXCEPTIONS.keys()) assert.ok(allRoutes.includes(route), `prose exception ${route} is not an expected route`);
  const short = [];
  let measured = 0;
  for (const route of [...docRoutes, ...communityRoutes]) {
    if (!pageExists(route)) continue;
    // An exempt page must still have prose: none means the measure did not find its article body.
    const han = countHan(proseOf(parseRoute(route)));
    if (han === 0) short.push(`${route}: no article body (.dz-markdown), or an empty one`);
    else if (!PROSE_EXCEPTIONS.has(route) && han < MIN_PROSE) short.push(`${route}: ${han}`);
    if (!PROSE_EXCEPTIONS.has(route)) measured++;
  }
  figure(`${measured} guides measured, ${short.length} under ${MIN_PROSE} (${PROSE_EXCEPTIONS.size} index/overview/rule pages exempt)`);
  assert.deepEqual(short, [], listing(`guides under ${MIN_PROSE} Chinese characters of prose, or without an article body`, short));
});

/** JavaScript (gzip) a docs page may load before the browser is first idle. */
const JS_ON_LOAD = 8192;
/** Each script file of the build read once: its gzip size and the paths it imports statically. */
const scriptFiles = new Map();
function scriptFile(path) {
  if (!scriptFiles.has(path)) {
    const code = readFileSync(join(distDir, path), 'utf8');
    const imports = [...code.matchAll(/\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)].map(
      (m) => new URL(m[1], new URL(path, 'http://site/')).pathname,
    );
    scriptFiles.set(path, { gzip: gzipSync(code).length, imports });
  }
  return scriptFiles.get(path);
}
/**
 * The script files a page loads on load: its `<script src>` and module preloads, and every
 * file those import statically (`import … from`, `export … from`); a dynamic `import()` is
 * loaded later and not followed.
 */
function scriptsOnLoad(html) {
  const paths = new Set();
  const add = (path) => {
    if (paths.has(path)) return;
    paths.add(path);
    for (const next of scriptFile(path).imports) add(next);
  };
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    const src = m[1] ?? m[2];
    if (src.startsWith('/')) add(new URL(src, 'http://site/').pathname);
  }
  return [...paths].reduce((sum, path) => sum + scriptFile(path).gzip, 0);
}

check(`every doc page loads at most ${JS_ON_LOAD} B of JavaScript (gzip) before the browser is idle`, () => {
  const pages = builtDocPages();
  const sizes = pages.map((route) => [route, scriptsOnLoad(readRoute(route))]);
  const over = sizes.filter(([, bytes]) => bytes > JS_ON_LOAD).map(([route, bytes]) => `${route}: ${bytes} B`);
  const [maxRoute, max] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
  figure(`${pages.length} doc pages' JavaScript on load: at most ${max} B (${maxRoute})`);
  assert.deepEqual(over, [], listing(`doc pages over ${JS_ON_LOAD} B of JavaScript on load`, over));
});
