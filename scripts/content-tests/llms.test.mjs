// Docs for machines: every listed docs page of the current versions has a Markdown
// twin at its route + .md, the twin is clean Markdown (front matter, no HTML, no import
// lines, no JSX), its headings are the page's TOC and its links resolve; /llms.txt lists
// exactly the twins and /llms-full.txt holds them all in the same order. Unlisted and draft
// docs never appear. Reads the build in DZ_OUT_DIR (default dist/) and the content folders.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import matter from 'gray-matter';
import { filesUnder, htmlFiles } from '../../src/lib/files.ts';
import { decodeEntities, distDir, findAll, hasClass, listing, parseRoute, readRoute, repoRoot, requireBuild, routeFile, suite, textOf } from './lib.mjs';

requireBuild();
const { check, figure } = suite('docs for machines (Markdown twins, llms.txt)');

const INSTANCES = ['/docs', '/community', '/tests/docs'];
const VERSIONED = readdirSync(join(repoRoot, 'content-tests/docs/_versioned')).map((v) => `/tests/docs/${v}`);
/** Links the test fixtures break on purpose (the same allow-list as src/integrations/link-check.ts). */
const ALLOWED_BROKEN = [/^\/tests\/docs\/tests\/links\/.*#this-anchor-does-not-exist$/];
const reader = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

const route = (file, ext) => `/${relative(distDir, file).replace(/\\/g, '/')}`.slice(0, -ext.length);
const inInstance = (r) => INSTANCES.some((base) => r === base || r.startsWith(`${base}/`)) && !VERSIONED.some((v) => r === v || r.startsWith(`${v}/`));

// Twins: every .md file of the build, by the route of its page (route + .md; a route that
// ends in .html, /tests/docs/dummy.html, is served as /tests/docs/dummy too).
const twinFiles = filesUnder(distDir, (f) => f.endsWith('.md')).map((f) => ({ href: route(f, '.md'), text: readFileSync(f, 'utf8') }));
const twins = new Map(twinFiles.map((t) => [t.href.replace(/\.html$/, ''), t.text]));
const twinHref = new Map(twinFiles.map((t) => [t.href.replace(/\.html$/, ''), `${t.href}.md`]));

// Docs pages of the current versions: pages with the doc article, not unlisted. The copies
// for plain static hosts (<route>/index.html beside <route>.html: src/integrations/
// folder-indexes.ts) are the same pages again.
const plainHostCopy = (r) => r.endsWith('/index') && existsSync(join(distDir, `${r.slice(1, -'/index'.length)}.html`));
const docPages = htmlFiles(distDir)
  .map((f) => route(f, '.html'))
  .filter((r) => inInstance(r) && !plainHostCopy(r))
  .filter((r) => /class="dz-doc-article"/.test(readRoute(r) ?? ''));
const UNLISTED_BANNER = '<p class="dz-admonition__title">未列出页</p>';
const unlistedPages = docPages.filter((r) => readRoute(r).includes(UNLISTED_BANNER));
const listedPages = docPages.filter((r) => !unlistedPages.includes(r));

function split(twin) {
  const m = /^---\n([\s\S]*?)\n---\n\n# (.+)\n\n([\s\S]*)$/.exec(twin);
  return m ? { meta: parseYaml(m[1]), title: m[2], body: m[3] } : null;
}

check('every listed docs page of the current versions has a twin, and nothing else has one', () => {
  figure(`${twins.size} twins for ${listedPages.length} listed docs pages (${unlistedPages.length} unlisted without)`);
  const missing = listedPages.filter((r) => !twins.has(r));
  const extra = [...twins.keys()].filter((r) => !listedPages.includes(r));
  assert.deepEqual(missing, [], listing('listed docs pages without a twin', missing));
  assert.deepEqual(extra, [], listing('twins of no listed docs page (unlisted, versioned or missing)', extra));
});

check('each docs page links its twin with a plain link and a rel=alternate', () => {
  const problems = listedPages.filter((r) => {
    const hrefs = (re) => [...readRoute(r).matchAll(re)].map((m) => decodeURI(m[1].replace(/&amp;/g, '&')));
    const href = twinHref.get(r);
    return (
      !hrefs(/<a href="([^"]+)" type="text\/markdown">/g).includes(href) ||
      !hrefs(/<link rel="alternate" type="text\/markdown" href="([^"]+)">/g).includes(href)
    );
  });
  assert.deepEqual(problems, [], listing('pages without the link to their twin', problems));
  const leaking = unlistedPages.filter((r) => readRoute(r).includes('type="text/markdown"'));
  assert.deepEqual(leaking, [], listing('unlisted pages linking a twin', leaking));
});

check('every twin has front matter (title, description) matching its page, then its title as #', () => {
  const problems = [];
  for (const [r, twin] of twins) {
    const parts = split(twin);
    if (!parts) {
      problems.push(`${r}.md: does not start with front matter and a # title`);
      continue;
    }
    const tree = parseRoute(r);
    const h1 = findAll(tree, (n) => n.tagName === 'h1')[0];
    const pageTitle = h1 ? textOf(h1).trim() : null;
    if (!parts.meta?.title) problems.push(`${r}.md: no title in the front matter`);
    else if (pageTitle && parts.meta.title !== pageTitle) problems.push(`${r}.md: title "${parts.meta.title}" ≠ page h1 "${pageTitle}"`);
    const description = findAll(tree, (n) => n.tagName === 'meta' && n.properties?.name === 'description')[0]?.properties?.content;
    if (parts.meta.description && parts.meta.description !== description) problems.push(`${r}.md: description differs from the page's meta description`);
  }
  assert.deepEqual(problems, [], listing('twins with a wrong head', problems));
});

/** Lines of `markdown` outside code blocks (fenced or indented) and math blocks. */
function proseLines(markdown, tree) {
  const code = new Set();
  visit(tree, (n) => {
    if (n.type === 'code' || n.type === 'math') for (let l = n.position.start.line; l <= n.position.end.line; l++) code.add(l);
  });
  return markdown
    .split('\n')
    .map((text, i) => ({ text, line: i + 1 }))
    .filter((l) => !code.has(l.line));
}

check('every twin parses as Markdown with no HTML, no JSX, no import/export line and no directive left outside code', () => {
  const problems = [];
  for (const [r, twin] of twins) {
    const { body } = split(twin) ?? { body: twin };
    let tree;
    try {
      tree = reader.parse(body);
    } catch (error) {
      problems.push(`${r}.md: does not parse: ${error.message}`);
      continue;
    }
    visit(tree, 'html', (n) => void problems.push(`${r}.md:${n.position.start.line}: HTML ${JSON.stringify(n.value.slice(0, 60))}`));
    for (const { text, line } of proseLines(body, tree)) {
      if (/^\s*(?:import|export)\s/.test(text)) problems.push(`${r}.md:${line}: ${text.slice(0, 60)}`);
      if (/^\s*:::/.test(text)) problems.push(`${r}.md:${line}: directive left: ${text.slice(0, 60)}`);
      if (/(?:^|[^\\`])<\/?[A-Z][A-Za-z]*[\s/>]/.test(text.replace(/`[^`]*`/g, ''))) problems.push(`${r}.md:${line}: JSX left: ${text.slice(0, 60)}`);
    }
  }
  assert.deepEqual(problems, [], listing('twins with HTML, JSX or imports', problems));
});

/** Heading texts of the page's TOC (desktop), in order. */
function tocOf(r) {
  const nav = findAll(parseRoute(r), (n) => n.tagName === 'nav' && hasClass(n, 'dz-toc--desktop'))[0];
  return nav ? findAll(nav, (n) => n.tagName === 'a' && hasClass(n, 'dz-toc__link')).map((a) => norm(textOf(a))) : null;
}
/** Whitespace collapsed, and the page's typographic dashes, quotes and ellipses (smartypants) made plain. */
const norm = (s) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/—|–|-{2,3}/g, '-')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/…/g, '...')
    .trim();

check("each twin's headings are its page's TOC (the headings of the TOC's levels, in order)", () => {
  const problems = [];
  let compared = 0;
  for (const [r, twin] of twins) {
    const toc = tocOf(r);
    if (!toc) continue;
    compared++;
    const headings = [];
    visit(reader.parse(split(twin).body), 'heading', (h) => void headings.push({ depth: h.depth, text: norm(mdastText(h)) }));
    // The page's TOC levels are in its front matter; one level range must give exactly the TOC.
    const ranges = [];
    for (let min = 2; min <= 6; min++) for (let max = min; max <= 6; max++) ranges.push([min, max]);
    const match = ranges.some(([min, max]) => {
      const texts = headings.filter((h) => h.depth >= min && h.depth <= max).map((h) => h.text);
      return texts.length === toc.length && texts.every((t, i) => t === toc[i]);
    });
    if (!match) problems.push(`${r}.md: headings [${headings.map((h) => `${'#'.repeat(h.depth)} ${h.text}`).join(' | ')}] ≠ TOC [${toc.join(' | ')}]`);
  }
  figure(`${compared} twins compared with their TOC`);
  assert.deepEqual(problems, [], listing('twins whose headings are not the TOC', problems));
});

const idsCache = new Map();
/** The ids and names of a page's elements, the targets of its #anchors. */
function idsOf(r) {
  if (!idsCache.has(r)) idsCache.set(r, new Set([...(readRoute(r) ?? '').matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1]))));
  return idsCache.get(r);
}

check('every link and image of every twin resolves (page or file, and #anchor)', () => {
  const problems = [];
  let links = 0;
  for (const [r, twin] of twins) {
    visit(reader.parse(split(twin).body), (n) => {
      if (!['link', 'image', 'definition'].includes(n.type)) return;
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(n.url)) return;
      links++;
      if (!n.url.startsWith('/')) return void problems.push(`${r}.md: relative link ${n.url}`);
      const url = new URL(n.url, 'https://site.invalid');
      const path = decodeURIComponent(url.pathname);
      const page = routeFile(path.replace(/\/$/, '') || '/') ? path.replace(/\/$/, '') || '/' : null;
      const file = existsSync(join(distDir, path)) && statSync(join(distDir, path)).isFile();
      if (!page && !file && !/^\/feature-requests(\/.*)?$/.test(path)) return void problems.push(`${r}.md: broken link ${n.url}`);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && page && !idsOf(page).has(anchor) && !ALLOWED_BROKEN.some((re) => re.test(`${path}${url.hash}`) || re.test(`${path}#${anchor}`)))
        problems.push(`${r}.md: broken anchor ${n.url}`);
    });
  }
  figure(`${links} site links in twins`);
  assert.deepEqual(problems, [], listing('broken links in twins', problems));
});

const llms = existsSync(join(distDir, 'llms.txt')) ? readFileSync(join(distDir, 'llms.txt'), 'utf8') : '';
const entries = [...llms.matchAll(/^- \[(.+)\]\((\/[^)]*)\.md\)(?::\s(.*))?$/gm)].map((m) => ({
  title: m[1].replace(/\\([[\]\\])/g, '$1'),
  destination: m[2],
  route: decodeURI(m[2]).replace(/\.html$/, ''),
  description: m[3],
}));

check('/llms.txt: title, summary, sections, and exactly the listed docs, each once', () => {
  assert.match(llms, /^# .+\n\n> .+\n/, 'starts with "# title" and a "> summary" line');
  assert.match(llms, /\n## .+\n\n- \[/, 'has sections of links');
  const routes = entries.map((e) => e.route);
  const twice = routes.filter((r, i) => routes.indexOf(r) !== i);
  assert.deepEqual(twice, [], listing('listed twice', twice));
  assert.deepEqual([...routes].sort(), [...twins.keys()].sort(), 'the entries of /llms.txt are exactly the twins');
  const lines = llms.split('\n').filter((l) => l.startsWith('- '));
  assert.equal(lines.length, entries.length, 'every list line is a `- [title](route.md): description` entry');
  figure(`/llms.txt lists ${entries.length} docs in ${(llms.match(/^## /gm) ?? []).length} sections`);
  const wrong = entries.filter((e) => split(twins.get(e.route)).meta.title !== e.title).map((e) => e.route);
  assert.deepEqual(wrong, [], listing('entries whose title is not the twin title', wrong));
});

check('/llms-full.txt holds every twin in /llms.txt order', () => {
  const full = readFileSync(join(distDir, 'llms-full.txt'), 'utf8');
  let at = 0;
  const problems = [];
  for (const e of entries) {
    const { body } = split(twins.get(e.route));
    const marker = `页面：[${decodeURI(e.destination)}](${e.destination})`;
    const i = full.indexOf(marker, at);
    if (i < 0) {
      problems.push(`${e.route}: missing or out of order`);
      continue;
    }
    if (!full.startsWith(body.trim(), i + marker.length + 2)) problems.push(`${e.route}: body differs from its twin`);
    at = i + marker.length;
  }
  assert.deepEqual(problems, [], listing('llms-full.txt problems', problems));
  figure(`/llms-full.txt ${(Buffer.byteLength(full) / 1024).toFixed(0)} KB`);
});

check('unlisted and draft docs appear nowhere: no twin, no llms.txt entry, not in llms-full.txt', () => {
  const hidden = [];
  for (const dir of ['content-docs', 'content-community', 'content-tests/docs']) {
    for (const file of filesUnder(join(repoRoot, dir), (f) => /\.mdx?$/.test(f) && !basename(f).startsWith('_'))) {
      if (file.includes('/_versioned/')) continue;
      const { data } = matter(readFileSync(file, 'utf8'));
      if (data.draft === true || data.unlisted === true) hidden.push({ file: relative(repoRoot, file), title: data.title });
    }
  }
  figure(`${hidden.length} draft or unlisted docs absent`);
  assert.ok(hidden.length > 0, 'the test docs include draft and unlisted fixtures');
  const full = readFileSync(join(distDir, 'llms-full.txt'), 'utf8');
  const titles = new Set([...twins.values()].map((t) => split(t)?.meta.title));
  const found = hidden.filter((h) => titles.has(h.title) || entries.some((e) => e.title === h.title) || full.includes(`\n# ${h.title}\n`)).map((h) => h.file);
  assert.deepEqual(found, [], listing('draft or unlisted docs that appear', found));
  const unlistedTwins = unlistedPages.filter((r) => twins.has(r) || entries.some((e) => e.route === r));
  assert.deepEqual(unlistedTwins, [], listing('unlisted pages with a twin', unlistedTwins));
});
