// Numbers where front matter expects text: docs take them as their text, as Docusaurus' docs
// plugin does; pages and `_category_` files, like Docusaurus', still want a string.
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../config/errors';
import { asFrontMatterText, categoryLink, categoryMetadata, docFrontMatter, pageFrontMatter } from './content-schemas';

const problems = (schema: typeof docFrontMatter | typeof pageFrontMatter | typeof categoryMetadata, value: unknown, file = 'content-docs/x.md') => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? '' : formatIssues(file, result.error, [], { schema, input: value });
};

describe('asFrontMatterText', () => {
  it('writes a finite number as JavaScript does and leaves every other value alone', () => {
    expect([3.6, 2024, 0, -1.5, 1e21].map(asFrontMatterText)).toEqual(['3.6', '2024', '0', '-1.5', '1e+21']);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, true, null, undefined, ['a'], { a: 1 }, '3.6']) {
      expect(asFrontMatterText(value)).toBe(value);
    }
  });
});

describe('doc front matter: numbers in text fields', () => {
  it('reads YAML numbers of every text field as their text', () => {
    const fm = docFrontMatter.parse({
      title: 3.6,
      description: 42,
      keywords: [2024, 'docs'],
      id: 5,
      slug: 36,
      sidebar_label: 2024,
      sidebar_class_name: 7,
      displayed_sidebar: 1,
      tags: [2024, { label: 3, permalink: 4 }],
      pagination_label: 9,
      pagination_next: 10,
      pagination_prev: 11,
    });
    expect(fm).toMatchObject({
      title: '3.6',
      description: '42',
      keywords: ['2024', 'docs'],
      id: '5',
      slug: '36',
      sidebar_label: '2024',
      sidebar_class_name: '7',
      displayed_sidebar: '1',
      tags: ['2024', { label: '3', permalink: '4' }],
      pagination_label: '9',
      pagination_next: '10',
      pagination_prev: '11',
    });
  });

  it('keeps null for the fields that take it, and strings as written', () => {
    expect(docFrontMatter.parse({ title: '3.60', pagination_next: null, displayed_sidebar: null })).toMatchObject({
      title: '3.60',
      pagination_next: null,
      displayed_sidebar: null,
    });
  });

  it.each([
    [{ title: true }, 'title: got true; allowed: a string'],
    [{ sidebar_label: ['a'] }, 'sidebar_label: got a list of 1; allowed: a string'],
    [{ keywords: [2024, { a: 1 }] }, 'keywords[1]: got an object; allowed: a string'],
    [{ slug: Number.NaN }, 'slug: got NaN; allowed: a string'],
    [{ pagination_prev: false }, 'pagination_prev: got false; allowed: a string'],
    [{ id: 1.5, title: 't' }, ''],
  ])('still rejects every other type with the file, the key and what is allowed (%j)', (value, line) => {
    expect(problems(docFrontMatter, value)).toBe(line && `content-docs/x.md: ${line}`);
  });

  it('checks the converted text like any other: an id still cannot hold "/"', () => {
    expect(problems(docFrontMatter, { id: 'a/b' })).toMatch(/^content-docs\/x\.md: id: got "a\/b"; allowed: a doc id cannot contain "\/"/);
  });

  it('leaves URL fields and last_update.author strict, as Docusaurus does', () => {
    expect(problems(docFrontMatter, { image: 5 })).toBe('content-docs/x.md: image: got 5; allowed: a string');
    expect(problems(docFrontMatter, { custom_edit_url: 5 })).toMatch(/custom_edit_url: got 5; allowed: a string/);
    expect(problems(docFrontMatter, { last_update: { author: 5 } })).toMatch(/last_update\.author: got 5; allowed: a string/);
  });
});

describe('pages and _category_ files keep wanting strings (Docusaurus reads them with plain strings)', () => {
  it('rejects a number as a page title', () => {
    expect(problems(pageFrontMatter, { title: 2024 }, 'content-tests/pages/x.md')).toBe('content-tests/pages/x.md: title: got 2024; allowed: a string');
  });

  it('rejects a number as a category label', () => {
    expect(problems(categoryMetadata, { label: 2024 }, 'content-docs/a/_category_.yml')).toBe(
      'content-docs/a/_category_.yml: label: got 2024; allowed: a string',
    );
  });
});

describe('category links', () => {
  it('take keywords as one string or a list, as Docusaurus does', () => {
    expect(categoryLink.parse({ type: 'generated-index', keywords: 'one' })).toEqual({ type: 'generated-index', keywords: 'one' });
    expect(categoryLink.parse({ type: 'generated-index', keywords: ['a', 'b'] })).toEqual({ type: 'generated-index', keywords: ['a', 'b'] });
    expect(categoryMetadata.parse({ link: null })).toEqual({ link: null });
  });
});
