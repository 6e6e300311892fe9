// Robustness of content input (quality gate): eight kinds of broken content, each fed to the
// engine that guards it, must fail with a message naming the file and the field (and, where
// there is a list, what is allowed). The fixtures are the smallest input that shows the fault.
import { afterEach, describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, DEBUG_ENV, parseOrThrow } from '../config/errors';
import { checkEntry } from './content-loader';
import { siteConfigSchema } from '../config/schema';
import { editableSiteConfig } from '../config/test-helpers';
import { docFrontMatter } from './content-schemas';
import { changelogFrontMatter, postFrontMatter, authorSchema } from './blog/schema';
import { pageFrontMatter } from './content-schemas';
import { buildAuthorsMap } from './blog/authors';
import { normalizeTagsFile } from './tags-file';
import { buildBlogInstance } from './blog/instance';
import { testBlogConfig } from './blog/test-helpers';
import type { RawPost } from './blog/types';
import { build, raw } from './docs/test-helpers';
import { prepareNavbar } from './navbar';
import { checkLinks } from '../integrations/link-check';

/** Runs `fn`, expects a ContentError (or Error), returns its message. */
function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error('expected the broken input to be rejected');
}

/** Front matter of a Markdown fixture, parsed as the content loader does (YAML). */
const frontMatter = (source: string) => matter(source).data;

const blogConfig = testBlogConfig({ tagsFile: 'content-blog/tags.yml' });
const authors = buildAuthorsMap(blogConfig.authorsFile, [['slorber', authorSchema.parse({ name: 'Sébastien Lorber', page: true })]], '/blog');
const tagsFile = normalizeTagsFile({ release: { label: '发布', permalink: '/release' } }, blogConfig.tagsFile!);
const post = (path: string, source: string): RawPost => ({
  path,
  filePath: `content-blog/${path}.md`,
  data: parseOrThrow(postFrontMatter, frontMatter(source), `content-blog/${path}.md`),
  body: matter(source).content,
});
const blog = (posts: RawPost[]) => buildBlogInstance({ config: blogConfig, posts, authors, tagsFile, production: true });

describe('broken content fails with the file and the field', () => {
  it('1. bad front matter type (a doc with sidebar_position: "first")', () => {
    const message = failure(() =>
      parseOrThrow(docFrontMatter, frontMatter('---\ntitle: 安装\nsidebar_position: first\n---\n正文'), 'content-docs/installation.mdx'),
    );
    expect(message).toContain('content-docs/installation.mdx');
    expect(message).toContain('content-docs/installation.mdx: sidebar_position: got "first"; allowed: a number');
  });

  it('1b. bad front matter type (a blog post with draft: "yes")', () => {
    const message = failure(() => post('2024-11-01-x', '---\ntitle: 文章\ndraft: "yes"\n---\n正文'));
    expect(message).toContain('content-blog/2024-11-01-x.md: draft');
  });

  it('2. unknown author key', () => {
    const message = failure(() => blog([post('2024-11-01-hello', '---\ntitle: 你好\nauthors: [slorber, nobody]\n---\n正文')]));
    expect(message).toContain('content-blog/2024-11-01-hello.md');
    expect(message).toContain('authors[1]');
    expect(message).toContain('"nobody"');
    expect(message).toContain('slorber'); // what is allowed
    expect(message).toContain('content-blog/authors.yml');
  });

  it('3. unknown tag (the tags file is authoritative)', () => {
    const message = failure(() => blog([post('2024-11-01-hello', '---\ntitle: 你好\ntags: [release, rumours]\n---\n正文')]));
    expect(message).toContain('content-blog/2024-11-01-hello.md: tags[1]');
    expect(message).toContain('"rumours"');
    expect(message).toContain('allowed: release');
  });

  it('4. duplicate route (two docs with the same slug)', () => {
    const doc = (path: string) => ({ ...raw(path, { slug: '/start' }), filePath: `content-docs/${path}.mdx` });
    const message = failure(() => build([doc('intro'), doc('guides/start')]));
    expect(message).toContain('content-docs/guides/start.mdx: slug');
    expect(message).toContain('/t/start is already used by content-docs/intro.mdx');
  });

  it('4b. duplicate route (two blog posts with the same slug)', () => {
    const message = failure(() =>
      blog([post('2024-11-01-a', '---\ntitle: 甲\nslug: same\n---\n正文'), post('2024-11-02-b', '---\ntitle: 乙\nslug: same\n---\n正文')]),
    );
    expect(message).toMatch(/content-blog\/2024-11-0[12]-[ab]\.md/);
    expect(message).toContain('/blog/same');
  });

  it('5. unknown sidebar id (navbar docSidebar item)', () => {
    const instance = build([raw('intro'), raw('guide')]);
    const message = failure(() =>
      prepareNavbar([{ type: 'docSidebar', sidebarId: 'tutorial', docsPluginId: 'tests', position: 'left' } as never], [instance], { locales: [] })({
        path: '/',
      }),
    );
    expect(message).toContain('src/site.config.ts: navbar.items[0]');
    expect(message).toContain('unknown sidebar id "tutorial"');
    expect(message).toContain('Available sidebar ids are: sidebar');
  });

  it('5b. unknown doc id in a sidebar file', () => {
    const message = failure(() => build([raw('intro')], { sidebar: [{ type: 'doc', id: 'missing-doc' }] }));
    expect(message).toContain('sidebars.ts');
    expect(message).toContain('missing-doc');
    expect(message).toContain('intro'); // the ids that exist
  });

  it('6. unknown doc id in the navbar', () => {
    const instance = build([raw('intro'), raw('guide')]);
    const message = failure(() =>
      prepareNavbar([{ type: 'doc', docId: 'getting-started', docsPluginId: 'tests', position: 'left' } as never], [instance], { locales: [] })({ path: '/' }),
    );
    expect(message).toContain('src/site.config.ts: navbar.items[0]');
    expect(message).toContain('getting-started');
    expect(message).toContain('intro');
  });

  it('7. bad config type (navbar.hideOnScroll: "yes", colorMode.defaultMode: "blue")', () => {
    const broken = editableSiteConfig();
    broken.navbar.hideOnScroll = 'yes';
    broken.colorMode.defaultMode = 'blue';
    const message = failure(() => parseOrThrow(siteConfigSchema, broken, 'src/site.config.ts'));
    expect(message).toContain('src/site.config.ts: navbar.hideOnScroll: got "yes"; allowed: true or false');
    expect(message).toContain('src/site.config.ts: colorMode.defaultMode: got "blue"; allowed: "light", "dark"');
  });

  describe('8. broken internal link in strict mode', () => {
    let dist: string;
    const env = process.env.SITE_STRICT_LINKS;
    afterEach(() => {
      rmSync(dist, { recursive: true, force: true });
      if (env === undefined) delete process.env.SITE_STRICT_LINKS;
      else process.env.SITE_STRICT_LINKS = env;
    });
    const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;
    const makeDist = () => {
      dist = mkdtempSync(join(tmpdir(), 'dz-links-'));
      mkdirSync(join(dist, 'docs'));
      writeFileSync(join(dist, 'index.html'), page('<a href="/docs/intro">intro</a>'));
      writeFileSync(
        join(dist, 'docs', 'intro.html'),
        page('<h2 id="setup">x</h2><a href="/docs/missing-page">missing</a> <a href="#no-such-anchor">anchor</a>'),
      );
    };

    it('fails with SITE_STRICT_LINKS=1, naming the page and the link', () => {
      makeDist();
      process.env.SITE_STRICT_LINKS = '1';
      const report = checkLinks(dist);
      expect(report.errors).toEqual(['broken link on /docs/intro: /docs/missing-page', 'broken anchor on /docs/intro: #no-such-anchor']);
    });

    it('only warns without strict mode', () => {
      makeDist();
      delete process.env.SITE_STRICT_LINKS;
      const report = checkLinks(dist);
      expect(report.errors).toEqual([]);
      expect(report.warnings).toHaveLength(2);
    });
  });

  it('errors are ContentErrors (the build shows them without a stack of framework frames)', () => {
    expect(() => parseOrThrow(docFrontMatter, { title: true }, 'content-docs/x.md')).toThrow(ContentError);
  });
});

/**
 * An entry as the content loader sees it: front matter parsed by js-yaml (as Astro does, so an
 * unquoted date is already a Date, rolled over if impossible), checked by the loader wrapper.
 */
const loaded = (schema: Parameters<typeof checkEntry>[0], file: string, source: string) =>
  checkEntry(schema, { id: file, data: matter(source).data, filePath: `/site/${file}` }, '/site', () => source);

describe('9. impossible dates fail with the file, the field and the accepted forms', () => {
  const forms = 'allowed: YYYY-MM-DD such as 2024-11-04, or an ISO date-time';
  it.each([
    [
      'blog date (unquoted, YAML rolls it over to 2018-02-14)',
      postFrontMatter,
      'content-blog/2017-12-14-x.md',
      'title: 文章\ndate: 2017-13-45',
      'date: "2017-13-45" is not a calendar date (month 13 does not exist)',
    ],
    [
      'blog date (quoted)',
      postFrontMatter,
      'content-blog/x.md',
      'title: 文章\ndate: "2024-02-30"',
      'date: "2024-02-30" is not a calendar date (2024-02 has 29 days)',
    ],
    [
      'blog last_update.date',
      postFrontMatter,
      'content-blog/x.md',
      'title: 文章\nlast_update:\n  date: 2023-02-29',
      'last_update.date: "2023-02-29" is not a calendar date (2023-02 has 28 days)',
    ],
    [
      'doc last_update.date',
      docFrontMatter,
      'content-docs/guide.mdx',
      'title: 指南\nlast_update:\n  date: 2024-04-31\n  author: 张三',
      'last_update.date: "2024-04-31" is not a calendar date (2024-04 has 30 days)',
    ],
    [
      'page last_update.date',
      pageFrontMatter,
      'content-tests/pages/p.md',
      'title: 页面\nlast_update:\n  date: 2024-06-31T10:00:00Z',
      'last_update.date: "2024-06-31T10:00:00Z" is not a calendar date (2024-06 has 30 days)',
    ],
    [
      'changelog date',
      changelogFrontMatter,
      'content-changelog/3.6.1.md',
      'title: 3.6.1\ndate: 2024-11-31',
      'date: "2024-11-31" is not a calendar date (2024-11 has 30 days)',
    ],
    [
      'date-time with an impossible hour',
      postFrontMatter,
      'content-blog/x.md',
      'title: 文章\ndate: 2024-11-04T25:00:00Z',
      'date: "2024-11-04T25:00:00Z" is not a time of day',
    ],
    ['not a date at all', changelogFrontMatter, 'content-changelog/3.6.1.md', 'title: 3.6.1\ndate: 上周', 'date: "上周" is not a date'],
  ] as const)('%s', (_name, schema, file, yaml, problem) => {
    const message = failure(() => loaded(schema, file, `---\n${yaml}\n---\n正文\n`));
    expect(message).toContain(`${file}: ${problem}`);
    expect(message).toContain(forms);
  });

  it('a blog file name with an impossible date fails when no date field replaces it', () => {
    const message = failure(() => blog([post('2021-02-30-x', '---\ntitle: 文章\n---\n正文')]));
    expect(message).toContain('content-blog/2021-02-30-x.md: file name: 2021-02-30 is not a calendar date');
  });

  it('real dates pass, unquoted and quoted alike', () => {
    const data = loaded(postFrontMatter, 'content-blog/x.md', '---\ntitle: 文章\ndate: 2024-02-29\nlast_update:\n  date: "2024-11-04T10:30:00+08:00"\n---\n');
    const fm = postFrontMatter.parse(data);
    expect(fm.date?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(fm.last_update?.date?.toISOString()).toBe('2024-11-04T02:30:00.000Z');
  });
});

describe('10. content and config errors print without a stack (DZ_DEBUG=1 keeps it)', () => {
  const saved = process.env[DEBUG_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[DEBUG_ENV];
    else process.env[DEBUG_ENV] = saved;
  });
  const thrown = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected an error');
  };
  const cases: [string, () => unknown][] = [
    ['unknown author key', () => blog([post('2024-11-01-a', '---\ntitle: 甲\nauthors: [nobody]\n---\n正文')])],
    ['unknown sidebar doc id', () => build([raw('intro')], { sidebar: [{ type: 'doc', id: 'missing-doc' }] })],
    ['bad front matter', () => loaded(docFrontMatter, 'content-docs/x.md', '---\ntitle: [1]\n---\n')],
    ['bad site config', () => parseOrThrow(siteConfigSchema, { ...editableSiteConfig(), title: '' }, 'src/site.config.ts')],
  ];
  it.each(cases)('%s: a ContentError whose stack is empty, so Astro prints the message alone', (_name, fn) => {
    delete process.env[DEBUG_ENV];
    const error = thrown(fn);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.stack).toBe('');
    expect(error.message).toMatch(/^[\w./-]+\.(?:ts|mdx?|ya?ml|json)[ :]/); // starts with the file
  });
  it.each(cases)('%s: with DZ_DEBUG=1 the stack is kept', (_name, fn) => {
    process.env[DEBUG_ENV] = '1';
    expect(thrown(fn).stack).toMatch(/\n\s+at /);
  });
});

describe('11. every bad value of src/site.config.ts names the key path and what is allowed', () => {
  type Config = Record<string, any>;
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
  ];
  it.each(cases)('%s', (_name, mutate, line) => {
    const broken = editableSiteConfig();
    mutate(broken);
    const message = failure(() => parseOrThrow(siteConfigSchema, broken, 'src/site.config.ts'));
    expect(message).toContain(`src/site.config.ts: ${line}`);
    // Every line names the file and a key path, and says what is allowed.
    for (const l of message.split('\n')) expect(l).toMatch(/^src\/site\.config\.ts: \S+: .*allowed: /);
  });
});
