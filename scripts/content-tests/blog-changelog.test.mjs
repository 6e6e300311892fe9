// Blog and changelog content: the 25 posts and 102 changelog entries at their
// routes, the pagination of lists, tags and authors, and for every changelog entry a
// Chinese summary and links to its pull requests. Reads the build in DZ_OUT_DIR (default
// dist/) and scripts/data/changelog-source.json.
import assert from 'node:assert/strict';
import {
  countHan,
  findAll,
  findFirst,
  hasClass,
  isElement,
  listing,
  pageExists,
  parseRoute,
  readJson,
  readRoute,
  requireBuild,
  suite,
  textOf,
} from './lib.mjs';

requireBuild();
const { blog, changelog } = readJson('scripts/content-tests/expected-routes.json');
const source = readJson('scripts/data/changelog-source.json');
const { check, figure } = suite('blog and changelog content');

/** Post routes linked from a list page's item titles, decoded (`V2 Changelog` has a space). */
const listedPosts = (route) =>
  findAll(parseRoute(route), (n) => hasClass(n, 'dz-post-item__title'))
    .map((title) => findFirst(title, (n) => isElement(n, 'a')))
    .filter(Boolean)
    .map((a) => decodeURIComponent(String(a.properties.href)));
const absent = (routes) => routes.filter((route) => readRoute(route) !== null);
const missing = (routes) => routes.filter((route) => !pageExists(route));
const postBody = (route) => findFirst(parseRoute(route), (n) => hasClass(n, 'dz-post__content'));
/** The list pages exist and none past the last; each lists 1 to `perPage` items, and together they list `all` once. */
function checkPagination({ listPages, absentPages }, perPage, all, name) {
  assert.deepEqual(missing(listPages), [], `${name} list pages missing`);
  assert.deepEqual(absent(absentPages), [], `${name} list pages that should not exist`);
  const listed = listPages.flatMap((route) => {
    const items = listedPosts(route);
    assert.ok(items.length > 0 && items.length <= perPage, `${route} lists ${items.length} items`);
    return items;
  });
  assert.deepEqual([...listed].sort(), [...all].sort(), `the ${name} list pages together must list every item once`);
}

// ─── Blog ────────────────────────────────────────────────────────────────────────────
const postRoutes = blog.posts.map((p) => p.route);
check(`the ${postRoutes.length} blog posts exist at their routes with their dates`, () => {
  assert.equal(postRoutes.length, 25);
  const problems = missing(postRoutes);
  for (const { route, date } of blog.posts.filter((p) => pageExists(p.route))) {
    const time = findFirst(parseRoute(route), (n) => isElement(n, 'time'));
    if (time?.properties?.dateTime !== date) problems.push(`${route}: date ${time?.properties?.dateTime ?? 'none'}, expected ${date}`);
  }
  figure(`${postRoutes.length} posts`);
  assert.deepEqual(problems, [], listing('blog posts missing or misdated', problems));
});

check('every blog post credits and links its original on docusaurus.io', () => {
  const problems = postRoutes.filter((route) => {
    const body = postBody(route);
    const original = `https://docusaurus.io${route}`;
    return !body || !findAll(body, (n) => isElement(n, 'a') && String(n.properties?.href ?? '').replace(/\/$/, '') === original).length;
  });
  assert.deepEqual(problems, [], listing('posts without a link to their original', problems));
});

check('the blog list paginates 5 per page: /blog … /blog/page/5, and no /blog/page/6', () => checkPagination(blog, 5, postRoutes, 'blog'));

check('tag pages: 15 tags, /blog/tags/release paginated to page 3 with its 15 posts', () => {
  const tagRoutes = blog.tags.map((tag) => `/blog/tags/${tag}`);
  assert.deepEqual(missing([...tagRoutes, ...blog.tagPages]), [], 'tag pages missing');
  assert.deepEqual(absent(['/blog/tags/release/page/4', '/blog/tags/i18n']), [], 'tag pages that should not exist');
  const release = blog.tagPages.flatMap(listedPosts);
  assert.equal(new Set(release).size, 15, 'the release tag pages should list 15 posts');
  figure(`${tagRoutes.length} tags, ${blog.tagPages.length} release tag pages`);
});

check("author pages: six authors, slorber's 18 posts on /blog/authors/slorber … /authors/4", () => {
  assert.deepEqual(missing(blog.authorPages), [], 'author pages missing');
  assert.deepEqual(absent(blog.absentAuthorPages), [], 'author pages that should not exist');
  const slorber = blog.authorPages.filter((r) => r.startsWith('/blog/authors/slorber')).flatMap(listedPosts);
  assert.equal(new Set(slorber).size, 18, "slorber's pages should list 18 posts");
  figure(`${blog.authorPages.length} author pages`);
});

// ─── Changelog ───────────────────────────────────────────────────────────────────────
const entryRoute = (version) => `/changelog/${encodeURIComponent(version)}`;
const entryRoutes = source.map((e) => entryRoute(e.version));

check(`the ${changelog.entries} changelog entries exist at /changelog/{version}`, () => {
  assert.equal(source.length, changelog.entries, 'changelog-source.json should hold 102 entries');
  assert.ok(entryRoutes.includes(changelog.v2Route), `${changelog.v2Route} is not among the entries`);
  assert.deepEqual(missing([...entryRoutes, changelog.authorsPage]), [], 'changelog pages missing');
  figure(`${entryRoutes.length} changelog entries`);
});

check('the changelog list paginates 20 per page: /changelog … /changelog/page/6, and no /changelog/page/7', () =>
  checkPagination(changelog, 20, entryRoutes.map(decodeURIComponent), 'changelog'),
);

const PR_LINK = /^https:\/\/github\.com\/facebook\/docusaurus\/pull\/(\d+)$/;
/** Pull requests an entry may link: its items' and those its prose notes mention. */
const allowedPrs = (entry) => {
  const prs = new Set(entry.sections.flatMap((s) => (s.items ?? []).map((i) => i.pr)));
  const notes = [entry.notes, ...entry.sections.map((s) => s.notes)].filter(Boolean).join('\n');
  for (const [, n] of notes.matchAll(/(?:\/pull\/|#)(\d+)/g)) prs.add(Number(n));
  return prs;
};

check('every changelog entry opens with a Chinese summary paragraph', () => {
  const problems = [];
  for (const entry of source) {
    const body = postBody(entryRoute(entry.version));
    if (!body) {
      problems.push(`${entry.version}: no entry body`);
      continue;
    }
    const blocks = body.children.filter((c) => c.type === 'element');
    const firstHeading = blocks.findIndex((b) => /^h[1-6]$/.test(b.tagName));
    const beforeHeading = blocks.slice(0, Math.max(1, firstHeading));
    const summary = beforeHeading.find((b) => b.tagName === 'p' && countHan(textOf(b)) >= 10);
    if (!summary) problems.push(`${entry.version}: no paragraph of at least 10 Chinese characters before the first heading`);
  }
  assert.deepEqual(problems, [], listing('entries without a Chinese summary', problems));
});

let prLinks = 0;
check('every changelog entry whose source has items links at least one of its pull requests', () => {
  const problems = [];
  let withItems = 0;
  for (const entry of source) {
    const body = postBody(entryRoute(entry.version));
    if (!body) continue;
    const linked = findAll(body, (n) => isElement(n, 'a') && PR_LINK.test(String(n.properties?.href ?? ''))).map((a) =>
      Number(PR_LINK.exec(a.properties.href)[1]),
    );
    prLinks += linked.length;
    const hasItems = entry.sections.some((s) => s.items?.length);
    if (hasItems) withItems++;
    if (hasItems && !linked.length) problems.push(`${entry.version}: no link to https://github.com/facebook/docusaurus/pull/N`);
    const allowed = allowedPrs(entry);
    const foreign = linked.filter((n) => !allowed.has(n));
    if (foreign.length) problems.push(`${entry.version}: links pull requests that are not in its source: #${foreign.join(', #')}`);
  }
  figure(`${withItems} entries with items, ${prLinks} PR links`);
  assert.deepEqual(problems, [], listing('entries with missing or wrong PR links', problems));
});

check('no English pull-request title is pasted into a changelog entry', () => {
  const problems = [];
  for (const entry of source) {
    const body = postBody(entryRoute(entry.version));
    if (!body) continue;
    const text = textOf(body);
    for (const item of entry.sections.flatMap((s) => s.items ?? [])) {
      // Short titles ("docs: typo") may coincide with code; long ones are pasted text.
      if (item.title.length > 25 && text.includes(item.title)) problems.push(`${entry.version}: "${item.title}"`);
    }
  }
  assert.deepEqual(problems, [], listing('English PR titles found in entries', problems));
});
