import { describe, expect, it } from 'vitest';
import { equivalentInVersion, findDoc, getInstance, getSidebar, latestVersion, paginationFor, sidebarNavbarLink } from './lookups';
import { build, instanceConfig, raw } from './test-helpers';

const version = build(
  [
    raw('a', { title: 'A' }),
    raw('b', { title: 'B', pagination_label: 'Bee' }),
    raw('c', { title: 'C' }),
    raw('hidden', { title: 'Hidden', unlisted: true }),
    raw('none', { title: 'None', pagination_prev: null, pagination_next: null }),
    raw('jump', { title: 'Jump', pagination_next: 'a' }),
    raw('draft', { title: 'Draft', draft: true }),
  ],
  {
    sidebar: ['a', { type: 'link', label: 'Plain link', href: '/elsewhere' }, 'hidden', 'b', 'none', 'c', 'jump'],
    links: [{ type: 'link', label: 'Only a link', href: '/x' }],
    empty: [],
  },
).versions[0]!;
const doc = (id: string) => version.docs.find((d) => d.id === id)!;

describe('instance lookups', () => {
  const instance = build([raw('a')]);
  it('finds an instance by id, else lists the available ones', () => {
    expect(getInstance([instance], 'tests')).toBe(instance);
    expect(() => getInstance([instance], 'nope')).toThrow('src/site.config.ts: docs: docs plugin with id "nope" is not enabled; allowed: tests');
  });
  it('returns the latest version', () => expect(latestVersion(instance).name).toBe('current'));
});

describe('doc lookups', () => {
  it('finds a doc by id', () => expect(findDoc(version, 'a')?.permalink).toBe('/t/a'));
  it('returns null for a draft id instead of failing', () => expect(findDoc(version, 'draft')).toBeNull());
  it('throws on an unknown id, listing the available ids', () => {
    expect(() => findDoc(version, 'zzz', 'navbar item 3')).toThrow(
      /navbar item 3 \(version current\): unknown doc id "zzz"\. Available doc ids are:\n- a\n- b\n- c\n- hidden\n- jump\n- none/,
    );
  });
});

describe('sidebar lookups', () => {
  it('throws on an unknown sidebar id, listing the sidebar ids', () => {
    expect(() => getSidebar(version, 'nope', 'navbar')).toThrow('navbar: unknown sidebar id "nope". Available sidebar ids are: sidebar, links, empty');
  });
  it('links a docSidebar navbar item to the first listed page of the sidebar', () => {
    expect(sidebarNavbarLink(version, 'sidebar', 'navbar').href).toBe('/t/a');
  });
  it('throws for a docSidebar item whose sidebar has no doc or category link', () => {
    expect(() => sidebarNavbarLink(version, 'links', 'navbar item 2')).toThrow('navbar item 2: sidebar "links" has no link');
    expect(() => sidebarNavbarLink(version, 'empty', 'navbar item 2')).toThrow(/has no link/);
  });
});

describe('version equivalents', () => {
  const config = instanceConfig({
    versions: [
      { name: 'current', label: 'Next', path: '', kind: 'latest', dir: '.', banner: 'none', badge: false },
      { name: '1.0.0', label: '1.0.0', path: '1.0.0', kind: 'unmaintained', dir: 'v1', banner: 'unmaintained', badge: true },
    ],
  });
  const instance = build([raw('index'), raw('more-test'), raw('v1/index'), raw('v1/more-test'), raw('v1/legacy-only')], undefined, { config });
  const [current, old] = instance.versions;
  it('links the same doc in the other version', () => {
    expect(equivalentInVersion(old!, 'more-test')).toBe('/t/1.0.0/more-test');
    expect(equivalentInVersion(current!, 'more-test')).toBe('/t/more-test');
  });
  it("falls back to that version's main doc", () => {
    expect(equivalentInVersion(current!, 'legacy-only')).toBe('/t');
    expect(equivalentInVersion(old!, undefined)).toBe('/t/1.0.0');
  });
});

describe('pagination', () => {
  it('walks docs of the sidebar, skipping plain links and unlisted docs, with pagination labels', () => {
    const p = paginationFor(version, doc('a'), 'sidebar');
    expect(p.previous).toBeUndefined();
    expect(p.next).toMatchObject({ href: '/t/b', label: 'Bee' });
    expect(paginationFor(version, doc('b'), 'sidebar').previous).toMatchObject({ href: '/t/a' });
  });
  it("labels a page as Docusaurus does: pagination_label, sidebar_label, the sidebar item's label, title", () => {
    const v = build([raw('p'), raw('q', { title: 'Q', sidebar_label: 'Q front matter' }), raw('r', { title: 'R' })], {
      s: ['p', { type: 'doc', id: 'q', label: 'Q item' }, { type: 'doc', id: 'r', label: 'R item' }],
    }).versions[0]!;
    const at = (id: string) => v.docs.find((d) => d.id === id)!;
    expect(paginationFor(v, at('p'), 's').next).toMatchObject({ href: '/t/q', label: 'Q front matter' });
    expect(paginationFor(v, at('q'), 's').next).toMatchObject({ href: '/t/r', label: 'R item' });
  });
  it('honours pagination_prev / pagination_next null and explicit ids', () => {
    expect(paginationFor(version, doc('none'), 'sidebar')).toEqual({ previous: undefined, next: undefined });
    expect(paginationFor(version, doc('jump'), 'sidebar')).toMatchObject({ previous: { href: '/t/c' }, next: { href: '/t/a' } });
  });
  it('gives an unlisted doc no neighbours', () => {
    expect(paginationFor(version, doc('hidden'), 'sidebar')).toEqual({ previous: undefined, next: undefined });
  });
  it('gives a doc without sidebar no neighbours', () => {
    expect(paginationFor(version, doc('a'), undefined)).toEqual({ previous: undefined, next: undefined });
  });
});
