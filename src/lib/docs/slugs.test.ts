import { describe, expect, it } from 'vitest';
import { joinUrl } from '../urls';
import { docIdFor, docSlug, isCategoryIndex, numberPrefix, stripNumberPrefix, stripPathNumberPrefixes } from './slugs';

describe('number prefixes', () => {
  it('strips an integer prefix followed by - _ or .', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('2_setup')).toBe('setup');
    expect(stripNumberPrefix('3.usage')).toBe('usage');
    expect(stripNumberPrefix('10 - spaced')).toBe('spaced');
    expect(numberPrefix('01-intro')).toBe(1);
    expect(numberPrefix('10-kappa')).toBe(10);
  });
  it('leaves names without a prefix, date-like and version-like prefixes alone', () => {
    for (const name of ['intro', '2021-01-15-post', '1.2-intro', '8.0', '01 intro', '42']) {
      expect(stripNumberPrefix(name)).toBe(name);
      expect(numberPrefix(name)).toBeUndefined();
    }
  });
  it('strips every segment of a path', () => {
    expect(stripPathNumberPrefixes('01-guides/02-docs/03-intro')).toBe('guides/docs/intro');
  });
});

describe('doc ids', () => {
  it('is the path without number prefixes, keeping case and non-ASCII characters', () => {
    expect(docIdFor('tests/ordering/01-alpha')).toBe('tests/ordering/alpha');
    expect(docIdFor('tests/Case-Sensitive-Doc')).toBe('tests/Case-Sensitive-Doc');
    expect(docIdFor('tests/ascii/æøå/blåbær')).toBe('tests/ascii/æøå/blåbær');
    expect(docIdFor('folder with space/doc 1')).toBe('folder with space/doc 1');
  });
  it('keeps number prefixes when the front matter turns parsing off', () => {
    expect(docIdFor('01-guides/02-intro', { parse_number_prefixes: false })).toBe('01-guides/02-intro');
    expect(docSlug('01-guides/02-intro', { parse_number_prefixes: false })).toBe('/01-guides/02-intro');
  });
  it('replaces the file name with a front-matter id', () => {
    expect(docIdFor('guides/01-intro', { id: 'start' })).toBe('guides/start');
  });
});

describe('category index docs', () => {
  it('recognises index, README (any case) and a doc named like its folder', () => {
    expect(isCategoryIndex('a/with-index-doc', 'index')).toBe(true);
    expect(isCategoryIndex('a/with-readme-doc', 'README')).toBe(true);
    expect(isCategoryIndex('a/with-readme-doc', 'readme')).toBe(true);
    expect(isCategoryIndex('a/with-category-name-doc', 'with-category-name-doc')).toBe(true);
    expect(isCategoryIndex('a/with-index-doc', 'sample-doc')).toBe(false);
  });
  it('reads the names as written, number prefixes included (as Docusaurus)', () => {
    expect(isCategoryIndex('guides', '01-index')).toBe(false);
    expect(isCategoryIndex('01-guides', 'guides')).toBe(false);
    expect(isCategoryIndex('01-guides', '01-guides')).toBe(true);
  });
});

describe('doc slugs', () => {
  it('is the stripped path, or the folder for a category index doc', () => {
    expect(docSlug('tests/ordering/01-alpha')).toBe('/tests/ordering/alpha');
    expect(docSlug('tests/category-links/with-index-doc/index')).toBe('/tests/category-links/with-index-doc');
    expect(docSlug('tests/category-links/with-readme-doc/README')).toBe('/tests/category-links/with-readme-doc');
    expect(docSlug('x/same/same')).toBe('/x/same');
    expect(docSlug('index')).toBe('/');
  });
  it('resolves a relative front-matter slug against the folder, an absolute one against the root', () => {
    expect(docSlug('tests/links/target', { slug: 'target-doc-slug' })).toBe('/tests/links/target-doc-slug');
    expect(docSlug('tests/links/target', { slug: '/elsewhere/page' })).toBe('/elsewhere/page');
    expect(docSlug('dummy', { slug: 'dummy.html' })).toBe('/dummy.html');
    expect(docSlug('a/b/c', { slug: '../up' })).toBe('/a/up');
  });
  it('uses a front-matter id instead of the file name; an index doc keeps its folder whatever its id', () => {
    expect(docSlug('guides/intro', { id: 'overview' })).toBe('/guides/overview');
    expect(docSlug('guides/index', { id: 'overview' })).toBe('/guides');
  });
  it('gives prefixed names that are not index docs their own route (Docusaurus getSlug)', () => {
    expect(docSlug('guides/01-index')).toBe('/guides/index');
    expect(docSlug('01-guides/guides')).toBe('/guides/guides');
    expect(docSlug('01-guides/01-guides')).toBe('/guides');
  });
});

describe('urls', () => {
  it('joins parts without double or trailing slashes', () => {
    expect(joinUrl('/tests/docs', '', '/tests/x')).toBe('/tests/docs/tests/x');
    expect(joinUrl('/tests/docs', '1.0.0', '/')).toBe('/tests/docs/1.0.0');
    expect(joinUrl('/', '/')).toBe('/');
  });
});
