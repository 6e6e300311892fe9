import { describe, expect, it } from 'vitest';
import { formatIssues, parseOrThrow } from '../../config/errors';
import { docTagSchema } from '../content-schemas';
import { DATE_FORMS } from '../dates';
import { authorSchema, changelogFrontMatter, postFrontMatter } from './schema';

const file = 'content-blog/2024-01-01-x.md';
const problems = (schema: typeof postFrontMatter | typeof changelogFrontMatter | typeof authorSchema, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? '' : formatIssues(file, result.error, [], { schema, input: value });
};

describe('post front matter', () => {
  it('accepts the Docusaurus fields and fills defaults', () => {
    const fm = postFrontMatter.parse({
      title: 't',
      date: '2024-11-04',
      authors: ['slorber', { name: 'A', image_url: '/img/a.svg' }],
      tags: ['release'],
      toc_max_heading_level: 4,
    });
    expect(fm.date?.toISOString()).toBe('2024-11-04T00:00:00.000Z');
    expect(fm.draft).toBe(false);
    expect(fm.unlisted).toBe(false);
  });
  it('names the field of a bad date', () => {
    expect(problems(postFrontMatter, { title: 't', date: '2024-13-45' })).toBe(
      `${file}: date: "2024-13-45" is not a calendar date (month 13 does not exist); allowed: ${DATE_FORMS}`,
    );
    expect(problems(changelogFrontMatter, { title: '3.6.1', date: 'yesterday' })).toMatch(/: date: "yesterday" is not a date; allowed: YYYY-MM-DD/);
    expect(problems(changelogFrontMatter, { title: '3.6.1' })).toMatch(/: date: /);
  });
  it('names unknown keys and bad values', () => {
    expect(problems(postFrontMatter, { title: 't', auhtors: 'slorber' })).toMatch(new RegExp(`^${file}: \\(root\\): unknown key "auhtors"`));
    expect(problems(postFrontMatter, { title: 't', toc_max_heading_level: 9 })).toMatch(/toc_max_heading_level: /);
    expect(problems(postFrontMatter, { title: '' })).toMatch(/title: /);
    expect(problems(postFrontMatter, { title: 't', draft: 'yes' })).toBe(`${file}: draft: got "yes"; allowed: true or false`);
    // No title is allowed: the engine takes the Markdown's `# Title` or the file name.
    expect(problems(postFrontMatter, { date: '2024-01-01' })).toBe('');
  });
  it('reads YAML numbers of its text fields as their text, as Docusaurus does', () => {
    const fm = postFrontMatter.parse({
      title: 3.6,
      description: 2024,
      keywords: [2024],
      slug: 36,
      tags: [2024, { label: 7, permalink: '/t' }],
      title_meta: 1.5,
      sidebar_label: 12,
      authors: [2024, { key: 1, name: 2, title: 3 }],
    });
    expect(fm).toMatchObject({
      title: '3.6',
      description: '2024',
      keywords: ['2024'],
      slug: '36',
      tags: ['2024', { label: '7', permalink: '/t' }],
      title_meta: '1.5',
      sidebar_label: '12',
      authors: ['2024', { key: '1', name: '2', title: '3' }],
    });
    expect(postFrontMatter.parse({ authors: 2024, author: 5, author_title: 6 })).toMatchObject({ authors: '2024', author: '5', author_title: '6' });
  });
  it('still rejects other types in text fields, and numbers in the authors file', () => {
    expect(problems(postFrontMatter, { title: true })).toBe(`${file}: title: got true; allowed: a string`);
    expect(problems(postFrontMatter, { tags: [false] })).toBe(`${file}: tags[0]: got false; allowed: a string or an object`);
    expect(problems(authorSchema, { name: 2024 })).toMatch(/: name: got 2024; allowed: a string/);
  });
  it('rejects author images from another host', () => {
    expect(problems(postFrontMatter, { title: 't', author: 'A', author_image_url: 'https://github.com/a.png' })).toMatch(
      /author_image_url: got "https:\/\/github.com\/a.png"; allowed: a local image path/,
    );
    expect(problems(postFrontMatter, { title: 't', authors: [{ name: 'A', image_url: 'https://github.com/a.png' }] })).toMatch(
      /authors\[0\]\.image_url: got "[^"]*"; allowed: a local image path/,
    );
    expect(() => parseOrThrow(authorSchema, { name: 'A', image_url: '//cdn.example/a.png' }, 'content-blog/authors.yml')).toThrow(
      /image_url: got "[^"]*"; allowed: a local image path/,
    );
  });
  it('accepts page: true or a permalink for authors', () => {
    expect(authorSchema.parse({ name: 'A', page: true }).page).toBe(true);
    expect(authorSchema.parse({ name: 'A' }).page).toBe(false);
    expect(problems(authorSchema, { name: 'A', page: 'yes' })).toMatch(/page: /);
  });
  it('joins a permalink written without its leading slash, as Docusaurus does', () => {
    expect(authorSchema.parse({ name: 'A', page: { permalink: 'a-page' } }).page).toEqual({ permalink: '/a-page' });
    expect(postFrontMatter.parse({ tags: [{ label: 'X', permalink: 'x' }] }).tags).toEqual([{ label: 'X', permalink: '/x' }]);
    expect(docTagSchema.parse({ permalink: 'y' })).toEqual({ permalink: '/y' });
  });
  it('takes a tags-file key written with no value, and a numeric social handle', () => {
    expect(docTagSchema.parse(null)).toEqual({});
    expect(authorSchema.parse({ name: 'A', socials: { stackoverflow: 82609 } }).socials).toEqual({ stackoverflow: '82609' });
  });
});
