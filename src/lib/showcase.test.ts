import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildShowcase,
  hueFor,
  initials,
  isFiltered,
  matchesState,
  parseState,
  serializeState,
  sortSites,
  splitFavorites,
  TAG_IDS,
  toggleTag,
  type ShowcaseState,
  type TagId,
} from './showcase';

const site = (title: string, tags: TagId[]) => ({ title, tags });
const SITES = [
  site('Jest', ['favorite', 'opensource', 'i18n']),
  site('Gulp', ['opensource', 'large']),
  site('Quickwit', ['favorite', 'design']),
  site('ChatKitty', ['product']),
];
const state = (s: Partial<ShowcaseState>): ShowcaseState => ({ tags: [], operator: 'OR', name: '', ...s });

const tagsFile = Object.fromEntries(TAG_IDS.map((id) => [id, { label: id, color: '#123456' }]));

describe('showcase filtering', () => {
  const filterSites = (sites: typeof SITES, s: ShowcaseState) => sites.filter((site) => matchesState(site, s));
  it('keeps everything without filters', () => {
    expect(filterSites(SITES, state({}))).toHaveLength(4);
    expect(isFiltered(state({ operator: 'AND' }))).toBe(false);
    expect(isFiltered(state({ name: '   ' }))).toBe(false);
  });
  it('OR keeps sites with any selected tag', () => {
    expect(filterSites(SITES, state({ tags: ['favorite', 'product'] })).map((s) => s.title)).toEqual(['Jest', 'Quickwit', 'ChatKitty']);
  });
  it('AND keeps sites with every selected tag', () => {
    expect(filterSites(SITES, state({ tags: ['favorite', 'opensource'], operator: 'AND' })).map((s) => s.title)).toEqual(['Jest']);
    expect(filterSites(SITES, state({ tags: ['favorite', 'product'], operator: 'AND' }))).toEqual([]);
  });
  it('name search is a case-insensitive substring of the title, combined with tags', () => {
    expect(filterSites(SITES, state({ name: 'UL' })).map((s) => s.title)).toEqual(['Gulp']);
    expect(matchesState(SITES[0]!, state({ name: ' je ' }))).toBe(true);
    expect(filterSites(SITES, state({ name: 'kit', tags: ['opensource'] }))).toEqual([]);
  });
  it('toggles tags on and off', () => {
    const on = toggleTag(state({}), 'design');
    expect(on.tags).toEqual(['design']);
    expect(toggleTag(on, 'design').tags).toEqual([]);
  });
});

describe('showcase URL state', () => {
  it('parses repeated tags, the operator and the name', () => {
    expect(parseState('?tags=opensource&tags=design&operator=AND&name=Re')).toEqual({ tags: ['opensource', 'design'], operator: 'AND', name: 'Re' });
  });
  it('drops unknown and duplicate tags and defaults to OR', () => {
    expect(parseState('?tags=nope&tags=meta&tags=meta&operator=xor')).toEqual({ tags: ['meta'], operator: 'OR', name: '' });
    expect(parseState('')).toEqual({ tags: [], operator: 'OR', name: '' });
  });
  it('serialises only non-default values and round-trips', () => {
    expect(serializeState(state({}))).toBe('');
    const s = state({ tags: ['i18n', 'rtl'], operator: 'AND', name: '中文 docs' });
    const query = serializeState(s);
    expect(query).toBe('?tags=i18n&tags=rtl&operator=AND&name=%E4%B8%AD%E6%96%87+docs');
    expect(parseState(query)).toEqual(s);
  });
  it('keeps unrelated query parameters', () => {
    expect(serializeState(state({ tags: ['meta'] }), '?docusaurus-theme=dark&tags=large&name=x')).toBe('?docusaurus-theme=dark&tags=meta');
  });
});

describe('showcase data', () => {
  it('sorts by title ignoring case and puts favourites first', () => {
    const sorted = sortSites([site('b', []), site('A', []), site('c', ['favorite'])]);
    expect(sorted.map((s) => s.title)).toEqual(['A', 'b', 'c']);
    const { favorites, others } = splitFavorites(sorted);
    expect(favorites.map((s) => s.title)).toEqual(['c']);
    expect(others.map((s) => s.title)).toEqual(['A', 'b']);
  });
  it('validates the real data files: 275 sites, each with a description', () => {
    const data = JSON.parse(readFileSync(new URL('../data/showcase-sites.json', import.meta.url), 'utf8'));
    const descriptions = JSON.parse(readFileSync(new URL('../data/showcase-descriptions.json', import.meta.url), 'utf8'));
    const { sites, tags } = buildShowcase(data, descriptions);
    expect(sites).toHaveLength(275);
    expect(tags.map((t) => t.id)).toEqual([...TAG_IDS]);
    expect(tags.find((t) => t.id === 'favorite')).toMatchObject({ label: '我们的最爱', color: '#e9669e' });
    for (const s of sites) expect(s.description.length).toBeGreaterThan(4);
  });
  it('names the file and field of bad input', () => {
    const good = { tags: tagsFile, sites: [{ title: 'A', website: 'https://a.dev', tags: ['opensource'] }] };
    expect(() => buildShowcase({ ...good, sites: [{ title: 'A', website: 'https://a.dev', tags: ['oss'] }] }, { A: '一' })).toThrow(
      /showcase-sites\.json: sites\[0\]\.tags\[0\]/,
    );
    expect(() => buildShowcase(good, {})).toThrow(/showcase-descriptions\.json: "A": missing description/);
    expect(() => buildShowcase(good, { A: '一', B: '二' })).toThrow(/"B": unknown site/);
    expect(() => buildShowcase({ ...good, sites: [...good.sites, ...good.sites] }, { A: '一' })).toThrow(/duplicate title "A"/);
    expect(() => buildShowcase({ ...good, tags: { ...tagsFile, favorite: { label: 'x', color: 'pink' } } }, { A: '一' })).toThrow(/tags\.favorite\.color/);
  });
});

describe('showcase card visual', () => {
  it('derives initials from words, camel case or CJK characters', () => {
    expect(initials('Algolia DocSearch')).toBe('AD');
    expect(initials('AgileTs')).toBe('AT');
    expect(initials('Gulp')).toBe('GU');
    expect(initials('johnnyreilly.com')).toBe('JC');
    expect(initials('前端大刘')).toBe('前端');
    expect(initials('LabVIEW 编程经验')).toBe('L编');
    expect(initials('Seaography - 🧭 A GraphQL framework')).toBe('SA');
    expect(initials('🧭')).toBe('?');
  });
  it('derives a stable hue from the title', () => {
    expect(hueFor('Jest')).toBe(hueFor('Jest'));
    expect(hueFor('Jest')).toBeGreaterThanOrEqual(0);
    expect(hueFor('Jest')).toBeLessThan(360);
    expect(new Set(['Jest', 'Gulp', 'Redux', 'Relay', 'Ionic'].map(hueFor)).size).toBeGreaterThan(1);
  });
});
