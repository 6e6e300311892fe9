// Docs and blog instances of src/site.config.ts: a bad value fails at config parse with the
// file, the key path and what is allowed, like every other key of the config.
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

describe('bad instance values name the key path and what is allowed', () => {
  const cases: [string, (c: Config) => void, string][] = [
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
