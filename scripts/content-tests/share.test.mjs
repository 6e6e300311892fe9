// Share-ready and valid: every page names a social card the build contains (with
// its alt text, the site name and the Twitter image), docs pages and posts have their own
// card, posts put it in their BlogPosting JSON-LD; robots.txt names the sitemap; favicon.ico
// is an icon; the sitemap holds no test page and only pages that exist; every feed (RSS,
// Atom, JSON Feed of the blog, changelog and test blog) is read by two maintained parsers,
// follows its standard (src/lib/blog/feed-rules.ts) and carries the newest listed posts up to
// its limit, no unlisted or draft one; no page holds a control character.
// Reads the build in DZ_OUT_DIR (default dist/). Needs Node 24 (npm run test:content): it
// imports feed-rules.ts with Node's type stripping.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from '../../src/lib/files.ts';
import { decodeEntities as decode, distDir, isRedirect, listing, readJson, readRoute, requireBuild, routeOf, suite } from './lib.mjs';
import { parseFeed } from '@rowanmanning/feed-parser';
import { feedProblems } from '../../src/lib/blog/feed-rules.ts';

requireBuild();
const { check, figure } = suite('share metadata, crawler files and feeds');
const expected = readJson('scripts/content-tests/expected-routes.json');

const SITE = 'https://docusaurus.io';
/** Content of `<meta property|name="key">`, or null. */
const meta = (html, key) => {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]) : null;
};
/** The built file behind a URL of the site, or null when it is another host. */
const fileOfUrl = (url) => {
  const u = new URL(url);
  return u.origin === SITE ? join(distDir, decodeURIComponent(u.pathname)) : null;
};
/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (buffer) => (buffer.subarray(1, 4).toString() === 'PNG' ? [buffer.readUInt32BE(16), buffer.readUInt32BE(20)] : null);

const pages = htmlFiles(distDir)
  .map((file) => ({ file, route: routeOf(file), html: readFileSync(file, 'utf8') }))
  .filter((p) => !isRedirect(p.html));

// ─── Social cards ─────────────────────────────────────────────────────────────────────
const sizes = new Map();
check('every page names a 1200×630 social card the build contains, with alt text, og:site_name and twitter:image', () => {
  const problems = [];
  for (const { route, html } of pages) {
    const image = meta(html, 'og:image');
    if (!image) {
      problems.push(`${route}: no og:image`);
      continue;
    }
    const file = fileOfUrl(image);
    if (!file || !existsSync(file)) {
      problems.push(`${route}: og:image ${image} is not a file of the build`);
      continue;
    }
    if (!sizes.has(file)) sizes.set(file, pngSize(readFileSync(file)));
    const size = sizes.get(file);
    if (image.includes('/img/og/') && String(size) !== '1200,630') problems.push(`${route}: ${image} is ${size ? size.join('×') : 'not a PNG'}, not 1200×630`);
    if (!meta(html, 'og:image:alt')) problems.push(`${route}: no og:image:alt`);
    if (meta(html, 'og:site_name') !== 'Docusaurus 中文文档') problems.push(`${route}: og:site_name is ${meta(html, 'og:site_name')}`);
    if (meta(html, 'twitter:image') !== image) problems.push(`${route}: twitter:image ${meta(html, 'twitter:image')} is not the og:image`);
    if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card is ${meta(html, 'twitter:card')}`);
  }
  figure(`${pages.length} pages share a card`);
  assert.deepEqual(problems, [], listing('pages without a valid social card', problems));
});

const ownCardRoutes = [
  ...expected.docs.routes,
  ...expected.generatedIndexes,
  ...expected.community,
  ...expected.blog.posts.map((p) => p.route),
  '/changelog/3.6.1',
  '/changelog/2.0.0',
];
check('docs pages, community pages, blog posts and changelog entries each have their own card', () => {
  const problems = [];
  for (const route of ownCardRoutes) {
    const html = readRoute(route);
    if (!html) {
      problems.push(`${route}: no page`);
      continue;
    }
    const image = meta(html, 'og:image');
    if (image !== `${SITE}/img/og${route}.png`) problems.push(`${route}: og:image is ${image}`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' | ')[0];
    if (title && !meta(html, 'og:image:alt')?.includes(`「${decode(title)}」`))
      problems.push(`${route}: og:image:alt "${meta(html, 'og:image:alt')}" does not name the title "${decode(title)}"`);
  }
  const cards = readdirSync(join(distDir, 'img/og'), { recursive: true }).filter((f) => f.endsWith('.png'));
  const bytes = cards.reduce((n, f) => n + readFileSync(join(distDir, 'img/og', f)).length, 0);
  figure(`${cards.length} cards, ${(bytes / 1048576).toFixed(1)} MB`);
  assert.deepEqual(problems, [], listing('pages without their own card', problems));
});

check('the home page and list pages show the site card', () => {
  for (const route of ['/', '/blog', '/showcase', '/search']) assert.equal(meta(readRoute(route), 'og:image'), `${SITE}/img/og/index.png`, route);
});

const jsonLdOf = (html) => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html ?? '')?.[1];
  return json ? JSON.parse(json) : null;
};

check('the BlogPosting JSON-LD of every post carries its card as image, and names its blog', () => {
  const problems = [];
  for (const { route } of expected.blog.posts) {
    const html = readRoute(route) ?? '';
    const data = jsonLdOf(html);
    if (data?.['@type'] !== 'BlogPosting') problems.push(`${route}: no BlogPosting JSON-LD`);
    else if (data.image !== meta(html, 'og:image')) problems.push(`${route}: JSON-LD image ${data.image} is not the og:image`);
    else if (data.isPartOf?.['@id'] !== `${SITE}/blog`) problems.push(`${route}: JSON-LD isPartOf ${JSON.stringify(data.isPartOf)}`);
  }
  assert.deepEqual(problems, [], listing('posts whose JSON-LD lacks the image or the blog', problems));
});

check('each blog list page is a Blog whose posts are the ones it shows', () => {
  for (const route of ['/blog', '/blog/page/2']) {
    const html = readRoute(route);
    const data = jsonLdOf(html);
    assert.equal(data?.['@type'], 'Blog', `${route}: no Blog JSON-LD`);
    const shown = [...html.matchAll(/<h2 class="dz-post-item__title"><a href="([^"]+)"/g)].map((m) => `${SITE}${m[1]}`);
    assert.ok(shown.length > 0, `${route}: no post titles found`);
    assert.deepEqual(
      data.blogPost.map((p) => p.url),
      shown,
      `${route}: the JSON-LD's posts are not the page's`,
    );
  }
});

// ─── Crawler files ────────────────────────────────────────────────────────────────────
check('robots.txt allows crawling and names the sitemap index, which exists', () => {
  const file = join(distDir, 'robots.txt');
  assert.ok(existsSync(file), 'no robots.txt');
  const robots = readFileSync(file, 'utf8');
  assert.match(robots, /^User-agent: \*$/m);
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  assert.equal(sitemap, `${SITE}/sitemap-index.xml`);
  assert.ok(existsSync(fileOfUrl(sitemap)), `${sitemap} is not in the build`);
});

check('favicon.ico is an icon file with 16 and 32 px images', () => {
  const file = join(distDir, 'favicon.ico');
  assert.ok(existsSync(file), 'no favicon.ico');
  const ico = readFileSync(file);
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2)], [0, 1], 'not an ICO header');
  const count = ico.readUInt16LE(4);
  const widths = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i) || 256);
  assert.ok(widths.includes(16) && widths.includes(32), `sizes ${widths.join(', ')}`);
  for (let i = 0; i < count; i++) {
    const [size, offset] = [ico.readUInt32LE(6 + 16 * i + 8), ico.readUInt32LE(6 + 16 * i + 12)];
    assert.ok(offset + size <= ico.length, `image ${i + 1} runs past the end of the file`);
  }
});

check('the sitemap follows sitemaps.org, lists no test page and only pages of the build', () => {
  const index = readFileSync(join(distDir, 'sitemap-index.xml'), 'utf8');
  assert.match(index, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
  const problems = [];
  let count = 0;
  for (const [, url] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = readFileSync(fileOfUrl(url), 'utf8');
    if (!/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/.test(xml)) problems.push(`${url}: not a sitemaps.org urlset`);
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      count++;
      const path = new URL(decode(loc)).pathname;
      if (!loc.startsWith(`${SITE}/`) && loc !== SITE) problems.push(`${loc}: not on the site`);
      if (/^\/tests(\/|$)/.test(path)) problems.push(`${loc}: a test page`);
      const html = readRoute(path);
      if (html === null) problems.push(`${loc}: no such page`);
      else if (isRedirect(html) || /<meta name="robots" content="[^"]*noindex/.test(html)) problems.push(`${loc}: a redirect or noindex page`);
    }
  }
  if (count > 50000) problems.push(`${count} URLs in one sitemap (at most 50,000)`);
  figure(`sitemap: ${count} URLs`);
  assert.deepEqual(problems, [], listing('sitemap problems', problems));
});

// ─── Feeds ────────────────────────────────────────────────────────────────────────────
/** Per blog instance: how many items its feeds carry (the limit, 20, or every listed post) and the newest. */
const FEED_ITEMS = { blog: [20, 'Docusaurus 3.6 发布'], changelog: [20, '3.6.1'], 'tests/blog': [19, '文件夹形式的博文'] };
const FEEDS = Object.entries(FEED_ITEMS).flatMap(([base, items]) => [
  [`/${base}/rss.xml`, 'rss', items],
  [`/${base}/atom.xml`, 'atom', items],
  [`/${base}/feed.json`, 'json', items],
]);
check(`the ${FEEDS.length} feeds parse with feedsmith and @rowanmanning/feed-parser, follow their standards, carry the newest posts`, () => {
  const problems = [];
  for (const [path, format, [count, newest]] of FEEDS) {
    const file = join(distDir, path);
    if (!existsSync(file)) {
      problems.push(`${path}: missing`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const found = feedProblems(format, text);
    problems.push(...found.map((p) => `${path}: ${p}`));
    if (found.length) continue;
    const items = format === 'json' ? JSON.parse(text).items : parseFeed(text).items;
    if (items.length !== count || items[0]?.title !== newest)
      problems.push(`${path}: ${items.length} items, the newest "${items[0]?.title}"; expected ${count}, the newest "${newest}"`);
    for (const { url } of items) if (/unlisted|draft/.test(url)) problems.push(`${path}: lists ${url}, an unlisted or draft post`);
  }
  figure(`${FEEDS.length} feeds`);
  assert.deepEqual(problems, [], listing('feed problems', problems));
});

// ─── Characters ───────────────────────────────────────────────────────────────────────
check('no built page holds a control character (C0 but tab, LF, CR; DEL; C1)', () => {
  const problems = [];
  for (const { file, html } of pages) {
    const found = html.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g);
    if (found) problems.push(`${relative(distDir, file)}: ${found.length} (first U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`);
  }
  assert.deepEqual(problems, [], listing('pages with control characters', problems));
});
