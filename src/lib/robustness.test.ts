// Robustness of content input (quality gate): eight kinds of broken content, each fed to the
// engine that guards it, must fail with a message naming the file and the field (and, where
// there is a list, what is allowed). The fixtures are the smallest input that shows the fault.
import { afterEach, describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, parseOrThrow } from '../config/errors';
import { siteConfigSchema } from '../config/schema';
import rawSiteConfig from '../site.config';
import { docFrontMatter } from './content-schemas';
import { postFrontMatter, authorSchema } from './blog/schema';
import { buildAuthorsMap } from './blog/authors';
import { buildTagsMap } from './blog/tags';
import { buildBlogInstance } from './blog/instance';
import type { BlogConfig, RawPost } from './blog/types';
import { build, raw } from './docs/test-helpers';
import { resolveNavbar } from './navbar';
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

const blogConfig: BlogConfig = {
  id: 'blog',
  routeBasePath: '/blog',
  contentDir: 'content-blog',
  authorsFile: 'content-blog/authors.yml',
  tagsFile: 'content-blog/tags.yml',
  title: '博客',
  description: '博客',
  postsPerPage: 10,
  showReadingTime: true,
  tags: true,
  archive: true,
  authors: 'pages',
  sameDayOrder: 'path',
  sidebar: { title: '最近博文', count: 5 },
  feed: { title: 't', description: 'd', limit: 20, copyright: 'c' },
  noIndex: false,
  countLabel: '{count} 篇博文',
};
const authors = buildAuthorsMap(blogConfig.authorsFile, [['slorber', authorSchema.parse({ name: 'Sébastien Lorber', page: true })]], '/blog');
const tags = buildTagsMap(blogConfig.tagsFile, [['release', { label: '发布', permalink: '/release' }]], '/blog');
const post = (path: string, source: string): RawPost => ({
  path,
  filePath: `content-blog/${path}.md`,
  data: parseOrThrow(postFrontMatter, frontMatter(source), `content-blog/${path}.md`),
  body: matter(source).content,
});
const blog = (posts: RawPost[]) => buildBlogInstance({ config: blogConfig, posts, authors, tags, production: true });

describe('broken content fails with the file and the field', () => {
  it('1. bad front matter type (a doc with sidebar_position: "first")', () => {
    const message = failure(() => parseOrThrow(docFrontMatter, frontMatter('---\ntitle: 安装\nsidebar_position: first\n---\n正文'), 'content-docs/installation.mdx'));
    expect(message).toContain('content-docs/installation.mdx');
    expect(message).toContain('sidebar_position');
    expect(message).toMatch(/expected number/i);
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
    const message = failure(() => blog([post('2024-11-01-a', '---\ntitle: 甲\nslug: same\n---\n正文'), post('2024-11-02-b', '---\ntitle: 乙\nslug: same\n---\n正文')]));
    expect(message).toMatch(/content-blog\/2024-11-0[12]-[ab]\.md/);
    expect(message).toContain('/blog/same');
  });

  it('5. unknown sidebar id (navbar docSidebar item)', () => {
    const instance = build([raw('intro'), raw('guide')]);
    const message = failure(() =>
      resolveNavbar([{ type: 'docSidebar', sidebarId: 'tutorial', docsPluginId: 'tests', position: 'left' } as never], [instance], { path: '/' }, { locales: [] }),
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
      resolveNavbar([{ type: 'doc', docId: 'getting-started', docsPluginId: 'tests', position: 'left' } as never], [instance], { path: '/' }, { locales: [] }),
    );
    expect(message).toContain('src/site.config.ts: navbar.items[0]');
    expect(message).toContain('getting-started');
    expect(message).toContain('intro');
  });

  it('7. bad config type (navbar.hideOnScroll: "yes", colorMode.defaultMode: "blue")', () => {
    const broken = structuredClone(rawSiteConfig) as Record<string, any>;
    broken.navbar.hideOnScroll = 'yes';
    broken.colorMode.defaultMode = 'blue';
    const message = failure(() => parseOrThrow(siteConfigSchema, broken, 'src/site.config.ts'));
    expect(message).toContain('src/site.config.ts: navbar.hideOnScroll');
    expect(message).toMatch(/expected boolean/i);
    expect(message).toContain('src/site.config.ts: colorMode.defaultMode');
    expect(message).toContain('allowed: "light", "dark"');
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
      writeFileSync(join(dist, 'docs', 'intro.html'), page('<h2 id="setup">x</h2><a href="/docs/missing-page">missing</a> <a href="#no-such-anchor">anchor</a>'));
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
    expect(() => parseOrThrow(docFrontMatter, { title: 3 }, 'content-docs/x.md')).toThrow(ContentError);
  });
});
