// src/site.config.ts: every bad value, of the docs and blog instances too, fails at config parse
// with the file, the key path and what is allowed.
import { describe, expect, it } from 'vitest';
import { parseOrThrow } from './errors';
import { siteConfigSchema } from './schema';
import rawSiteConfig from '../site.config';
import { editableSiteConfig } from './test-helpers';
import { headFeeds, instanceCollections } from '../lib/instances';

type Config = Record<string, any>;

function failure(mutate: (c: Config) => void): string {
  const broken = editableSiteConfig();
  mutate(broken);
  try {
    parseOrThrow(siteConfigSchema, broken, 'src/site.config.ts');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the broken config to be rejected');
}

const blogIndex = (c: Config, id: string) => c.blog.findIndex((b: { id: string }) => b.id === id);

describe('every bad value names the key path and what is allowed', () => {
  const cases: [string, (c: Config) => void, string][] = [
    ['type', (c) => (c.title = 3), 'title: got 3; allowed: a string'],
    ['empty string', (c) => (c.title = ''), 'title: got ""; allowed: a non-empty string'],
    ['URL', (c) => (c.url = 'docusaurus.io'), 'url: got "docusaurus.io"; allowed: an absolute URL such as https://example.com'],
    ['path form', (c) => (c.baseUrl = 'docs'), 'baseUrl: got "docs"; allowed: a path starting and ending with "/", such as "/" or "/docs/"'],
    ['literal', (c) => (c.trailingSlash = true), 'trailingSlash: got true; allowed: false'],
    ['colour', (c) => (c.colors.primaryLight = 'green'), 'colors.primaryLight: got "green"; allowed: a 6-digit hex colour such as #2e8555'],
    ['integer', (c) => (c.navbar.logo.width = 1.5), 'navbar.logo.width: got 1.5; allowed: an integer'],
    ['range', (c) => (c.navbar.logo.width = -3), 'navbar.logo.width: got -3; allowed: a number > 0'],
    ['list length', (c) => (c.docs[0].versions = []), 'docs[0].versions: got a list of 0; allowed: a list with at least one item'],
    ['enum', (c) => (c.footer.style = 'grey'), 'footer.style: got "grey"; allowed: "light", "dark"'],
    [
      'enum in a list',
      (c) => (c.pwa = { offlineModeActivationStrategies: ['never'] }),
      'pwa.offlineModeActivationStrategies[0]: got "never"; allowed: "appInstalled", "standalone", "queryString", "always", "mobile", "saveData"',
    ],
    ['record value', (c) => (c.i18n.localeConfigs['zh-CN'].direction = 'down'), 'i18n.localeConfigs.zh-CN.direction: got "down"; allowed: "ltr", "rtl"'],
    ['missing key', (c) => delete c.navbar.items[0].docId, 'navbar.items[0].docId: missing; allowed: a string'],
    ['missing object', (c) => delete c.colors, 'colors: missing; allowed: an object'],
    [
      'unknown top-level key',
      (c) => (c.colour = 'x'),
      '(root): unknown key "colour"; allowed: title, siteName, tagline, url, baseUrl, favicon, trailingSlash, productVersion, siteVersion, i18n, colorMode, colors, navbar, footer, announcementBar, search, analytics, docs, blog, feedbackBoard, pwa, pages, customFields',
    ],
    [
      'unknown nested key',
      (c) => (c.navbar.logo.size = 3),
      'navbar.logo: unknown key "size"; allowed: src, srcDark, alt, href, target, width, height, className, style',
    ],
    [
      "unknown key of a navbar item (its type's keys)",
      (c) => (c.navbar.items[0].href = 'x'),
      'navbar.items[0]: unknown key "href"; allowed: type, label, position, className, activeBasePath, activeBaseRegex, docId, docsPluginId',
    ],
    [
      'unknown key of a link item (type left out)',
      (c) => (c.navbar.items[2].too = 'x'),
      'navbar.items[2]: unknown key "too"; allowed: type, label, position, className, activeBasePath, activeBaseRegex, to, href',
    ],
    [
      'unknown navbar item type',
      (c) => (c.navbar.items[1].type = 'sidebar'),
      'navbar.items[1].type: unknown navbar item type "sidebar"; allowed: default, doc, docSidebar, dropdown,',
    ],
    ['regular expression', (c) => (c.navbar.items[4].activeBaseRegex = '['), 'navbar.items[4].activeBaseRegex: got "["; allowed: a valid regular expression'],
    ['search page path', (c) => (c.search.searchPagePath = '/search/'), 'search.searchPagePath: got "/search/"; allowed: a path relative to baseUrl'],
    ['half of the hosted search keys', (c) => (c.search.appId = 'A'), 'search.apiKey: missing: hosted search needs appId, apiKey and indexName together'],
    ['default locale', (c) => (c.i18n.defaultLocale = 'en'), 'i18n.defaultLocale: "en" is not one of i18n.locales; allowed: zh-CN'],
    [
      'duplicate docs id',
      (c) => (c.docs[1].id = 'default'),
      'docs[1].id: "default" is already the id of docs[0]; allowed: a value no other docs or blog instance has',
    ],
    ['duplicate version', (c) => c.docs[2].versions.push({ ...c.docs[2].versions[1] }), 'docs[2].versions[2].name: version "1.0.0" is listed twice'],
    [
      'navbar docsPluginId',
      (c) => (c.navbar.items[4].items[0].docsPluginId = 'blog'),
      'navbar.items[4].items[0].docsPluginId: no docs instance with id "blog"; allowed: default, community, tests',
    ],
    ['boolean', (c) => (c.navbar.hideOnScroll = 'yes'), 'navbar.hideOnScroll: got "yes"; allowed: true or false'],
    ['enum of an object', (c) => (c.colorMode.defaultMode = 'blue'), 'colorMode.defaultMode: got "blue"; allowed: "light", "dark"'],
    ['postsPerPage as text', (c) => (c.blog[0].postsPerPage = 'five'), 'blog[0].postsPerPage: got "five"; allowed: a number'],
    ['postsPerPage zero', (c) => (c.blog[1].postsPerPage = 0), 'blog[1].postsPerPage: got 0; allowed: a number > 0'],
    ['postsPerPage fraction', (c) => (c.blog[2].postsPerPage = 2.5), 'blog[2].postsPerPage: got 2.5; allowed: an integer'],
    ['sidebar count', (c) => (c.blog[0].sidebar.count = 'all'), 'blog[0].sidebar.count: got "all"; allowed:'],
    [
      'base path',
      (c) => (c.blog[0].tagsBasePath = '/tags/'),
      'blog[0].tagsBasePath: got "/tags/"; allowed: a path without leading or trailing "/", such as "tags"',
    ],
    ['sort order', (c) => (c.blog[0].sortPosts = 'newest'), 'blog[0].sortPosts: got "newest"; allowed: "descending", "ascending"'],
    [
      'truncate marker',
      (c) => (c.blog[0].truncateMarker = '<!-- more -->'),
      'blog[0].truncateMarker: got "<!-- more -->"; allowed: a regular expression such as',
    ],
    ['edit URL', (c) => (c.docs[0].editUrl = 'crowdin'), 'docs[0].editUrl: got "crowdin"; allowed:'],
    ['authors mode', (c) => (c.blog[0].authors = 'grid'), 'blog[0].authors: got "grid"; allowed: "pages", "list"'],
    ['front matter kind', (c) => (c.blog[1].frontMatter = 'release'), 'blog[1].frontMatter: got "release"; allowed: "post", "changelog"'],
    ['count label', (c) => (c.blog[0].countLabel = '篇博文'), 'blog[0].countLabel: got "篇博文"; allowed: a string containing "{count}"'],
    ['unknown blog key', (c) => (c.blog[0].perPage = 5), 'blog[0]: unknown key "perPage"; allowed: id, collection, frontMatter, folder, routeBasePath,'],
    [
      'unknown feed key',
      (c) => (c.blog[0].feed.link = true),
      'blog[0].feed: unknown key "link"; allowed: type, title, description, limit, copyright, linkInHead',
    ],
    ['missing folder', (c) => delete c.blog[0].folder, 'blog[0].folder: missing; allowed: a string'],
    ['folder form', (c) => (c.docs[0].folder = '/content-docs'), 'docs[0].folder: got "/content-docs"; allowed: a relative path'],
    ['route base', (c) => (c.blog[0].routeBasePath = 'blog'), 'blog[0].routeBasePath: got "blog"; allowed: a path starting with "/"'],
    ['collection name', (c) => (c.docs[0].collection = 'my-docs'), 'docs[0].collection: got "my-docs"; allowed: a camelCase name'],
    ['sidebars file', (c) => (c.docs[0].sidebars = 'sidebars.js'), 'docs[0].sidebars: got "sidebars.js"; allowed: a file of src/sidebars'],
    ['search section', (c) => (c.docs[1].searchSection = ''), 'docs[1].searchSection: got ""; allowed: a non-empty string'],
    [
      'duplicate id across docs and blog',
      (c) => (c.blog[0].id = 'community'),
      'blog[0].id: "community" is already the id of docs[1]; allowed: a value no other docs or blog instance has',
    ],
    ['duplicate collection', (c) => (c.blog[blogIndex(c, 'testBlog')].collection = 'blog'), 'blog[2].collection: "blog" is already the collection of blog[0]'],
    ['duplicate route base', (c) => (c.blog[0].routeBasePath = '/docs'), 'blog[0].routeBasePath: "/docs" is already the routeBasePath of docs[0]'],
    ['duplicate folder', (c) => (c.blog[1].folder = 'content-blog'), 'blog[1].folder: "content-blog" is already the folder of blog[0]'],
  ];
  it.each(cases)('%s', (_name, mutate, line) => {
    const message = failure(mutate);
    expect(message).toContain(`src/site.config.ts: ${line}`);
    // Every line names the file and a key path, and says what is allowed.
    for (const l of message.split('\n')) expect(l).toMatch(/^src\/site\.config\.ts: \S+: .*allowed: /);
  });
});

describe('what the instances imply', () => {
  const config = parseOrThrow(siteConfigSchema, rawSiteConfig, 'src/site.config.ts');

  it('names every collection after its instance', () => {
    const names = instanceCollections(config).map((c) => `${c.name}:${c.kind}:${c.path}`);
    expect(names).toEqual([
      'docs:docs:content-docs',
      'docsCategories:categories:content-docs',
      'community:docs:content-community',
      'communityCategories:categories:content-community',
      'testDocs:docs:content-tests/docs',
      'testDocsCategories:categories:content-tests/docs',
      'testDocsTags:tags:content-tests/docs/tags.yml',
      'blog:post:content-blog',
      'blogAuthors:authors:content-blog/authors.yml',
      'blogTags:tags:content-blog/tags.yml',
      'changelog:changelog:content-changelog',
      'changelogAuthors:authors:content-changelog/authors.yml',
      'testBlog:post:content-tests/blog',
      'testBlogAuthors:authors:content-tests/blog/authors.yml',
      'testBlogTags:tags:content-tests/blog/tags.yml',
    ]);
  });

  it('links the feeds that ask for it in every page head', () => {
    expect(headFeeds(config.blog)).toEqual([
      { type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Docusaurus 博客 RSS' },
      { type: 'application/atom+xml', href: '/blog/atom.xml', title: 'Docusaurus 博客 Atom' },
      { type: 'application/feed+json', href: '/blog/feed.json', title: 'Docusaurus 博客 JSON Feed' },
    ]);
  });

  it('writes the feeds feed.type names, as Docusaurus reads feedOptions.type', () => {
    const kinds = (type: unknown) => {
      const c = editableSiteConfig();
      if (type === undefined) delete c.blog[0].feed.type;
      else c.blog[0].feed.type = type;
      return parseOrThrow(siteConfigSchema, c, 'src/site.config.ts').blog[0]!.feed.type;
    };
    expect([kinds(undefined), kinds('all'), kinds('json'), kinds(['atom']), kinds(null)]).toEqual([
      ['rss', 'atom'],
      ['rss', 'atom', 'json'],
      ['json'],
      ['atom'],
      [],
    ]);
    expect(failure((c) => (c.blog[0].feed.type = 'xml'))).toContain('blog[0].feed.type: got "xml"; allowed: "rss", "atom", "json", "all"');
  });
});
