// Robustness of content input (quality gate): an impossible date fails with the file, the field
// and the accepted forms; content and config errors print without a framework stack. The other
// kinds of broken content are tested by the engine that guards them (front matter in
// content-loader.test, authors, tags, routes, sidebars, navbar, links and site.config.ts each
// in its own test).
import { afterEach, describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { ContentError, DEBUG_ENV, parseOrThrow } from '../config/errors';
import { checkEntry } from './content-loader';
import { siteConfigSchema } from '../config/schema';
import { editableSiteConfig } from '../config/test-helpers';
import { DATE_FORMS } from './dates';
import { docFrontMatter, pageFrontMatter } from './content-schemas';
import { changelogFrontMatter, postFrontMatter } from './blog/schema';
import { buildAuthorsMap } from './blog/authors';
import { buildBlogInstance } from './blog/instance';
import { testBlogConfig } from './blog/test-helpers';
import { build, raw } from './docs/test-helpers';

/** Runs `fn`, expects an Error, returns it. */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected the broken input to be rejected');
}

const blogConfig = testBlogConfig();
/** A blog post by an author the authors file lacks. */
const unknownAuthor = () =>
  buildBlogInstance({
    config: blogConfig,
    posts: [
      { path: '2024-11-01-a', filePath: 'content-blog/2024-11-01-a.md', data: postFrontMatter.parse({ title: '甲', authors: ['nobody'] }), body: '正文' },
    ],
    authors: buildAuthorsMap(blogConfig.authorsFile, [], '/blog'),
    tagsFile: undefined,
    production: true,
  });

/**
 * An entry as the content loader sees it: front matter parsed by js-yaml (as Astro does, so an
 * unquoted date is already a Date, rolled over if impossible), checked by the loader wrapper.
 */
const loaded = (schema: Parameters<typeof checkEntry>[0], file: string, source: string) =>
  checkEntry(schema, { id: file, data: matter(source).data, filePath: `/site/${file}` }, '/site', () => source);

describe('impossible dates fail with the file, the field and the accepted forms', () => {
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
      'date: "2024-11-04T25:00:00Z" is not a time of day (hours 00–23, minutes and seconds 00–59)',
    ],
    ['not a date at all', changelogFrontMatter, 'content-changelog/3.6.1.md', 'title: 3.6.1\ndate: 上周', 'date: "上周" is not a date'],
  ] as const)('%s', (_name, schema, file, yaml, problem) => {
    expect(thrown(() => loaded(schema, file, `---\n${yaml}\n---\n正文\n`)).message).toBe(`${file}: ${problem}; allowed: ${DATE_FORMS}`);
  });

  it('real dates pass, unquoted and quoted alike', () => {
    const data = loaded(postFrontMatter, 'content-blog/x.md', '---\ntitle: 文章\ndate: 2024-02-29\nlast_update:\n  date: "2024-11-04T10:30:00+08:00"\n---\n');
    const fm = postFrontMatter.parse(data);
    expect(fm.date?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(fm.last_update?.date?.toISOString()).toBe('2024-11-04T02:30:00.000Z');
  });
});

describe('content and config errors print without a stack (DZ_DEBUG=1 keeps it)', () => {
  const saved = process.env[DEBUG_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[DEBUG_ENV];
    else process.env[DEBUG_ENV] = saved;
  });
  const cases: [string, () => unknown][] = [
    ['unknown author key', unknownAuthor],
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
