import { describe, expect, it } from 'vitest';
import { docPage } from './page';
import { build, instanceConfig, raw } from './test-helpers';
import type { RawDoc } from './types';

const file = (doc: RawDoc): RawDoc => ({ ...doc, filePath: `content/${doc.path}.mdx` });
const instance = build(
  [
    file(raw('intro', { description: '简介', keywords: ['a'], toc_max_heading_level: 4 })),
    file(raw('guide/one', { custom_edit_url: null, last_update: { author: '甲' } })),
    file(raw('guide/two', { custom_edit_url: 'https://elsewhere/two', hide_table_of_contents: true, last_update: { date: new Date('2024-01-02T00:00:00Z') } })),
    file(raw('hidden', { unlisted: true })),
  ],
  { sidebar: ['intro', { type: 'category', label: '指南', link: { type: 'generated-index', slug: '/guide' }, items: ['guide/one', 'guide/two'] }] },
  { config: instanceConfig({ editUrl: 'https://github.com/o/r/edit/main/' }) },
);
const version = instance.versions[0]!;
const doc = (id: string) => version.docs.find((d) => d.id === id)!;
const headings = [
  { depth: 2, slug: 'a', text: 'A' },
  { depth: 4, slug: 'b', text: 'B' },
];
const gitDate = new Date('2023-05-06T00:00:00Z');
const page = (id: string) =>
  docPage({ instance, version, doc: doc(id), body: { headings, remarkPluginFrontmatter: { hasMath: true } }, lastCommitDate: () => gitDate, locale: 'zh-CN' });

describe('doc page model', () => {
  it('takes title, description, keywords, sidebar, breadcrumbs and prev/next from the doc', () => {
    const intro = page('intro');
    expect(intro).toMatchObject({
      current: '/t/intro',
      title: 'intro',
      description: '简介',
      keywords: ['a'],
      sidebarName: 'sidebar',
      hideTitle: false,
      hasMath: true,
    });
    expect(intro.pagination.previous).toBeUndefined();
    expect(intro.pagination.next).toMatchObject({ href: '/t/guide', label: '指南' });
    expect(page('guide/one').crumbs).toEqual([
      { label: '指南', href: '/t/guide' },
      { label: 'one', href: '/t/guide/one' },
    ]);
  });

  it('builds the table of contents within the front matter levels, unless hidden', () => {
    expect(page('intro').toc.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([['a', ['b']]]);
    expect(page('guide/one').toc.map((i) => i.id)).toEqual(['a']);
    expect(page('guide/two').toc).toEqual([]);
  });

  it('derives the edit link and last update from the front matter, else the instance and git', () => {
    expect(page('intro')).toMatchObject({ editUrl: 'https://github.com/o/r/edit/main/content/intro.mdx', lastUpdated: { date: gitDate, author: undefined } });
    expect(page('guide/one')).toMatchObject({ editUrl: undefined, lastUpdated: { date: gitDate, author: '甲' } });
    expect(page('guide/two')).toMatchObject({ editUrl: 'https://elsewhere/two', lastUpdated: { date: new Date('2024-01-02T00:00:00Z') } });
  });

  it('leaves the last update and breadcrumbs out when the options say so', () => {
    const quiet = build([file(raw('guide/one', { last_update: { author: '甲' } }))], undefined, {
      config: instanceConfig({ showLastUpdateTime: false, showLastUpdateAuthor: false, breadcrumbs: false }),
    });
    const v = quiet.versions[0]!;
    expect(docPage({ instance: quiet, version: v, doc: v.docs[0]!, lastCommitDate: () => gitDate, locale: 'zh-CN' }).lastUpdated).toBeUndefined();
    expect(v.breadcrumbs).toBe(false);
  });

  it('points every version at the current file with editCurrentVersion', () => {
    const versioned = build([file(raw('intro')), file(raw('_v/1.0/intro'))], undefined, {
      config: instanceConfig({
        editUrl: 'https://e/edit/',
        editCurrentVersion: true,
        versions: [
          { name: 'current', label: '下一版', path: 'next', kind: 'unreleased', dir: '.' },
          { name: '1.0', label: '1.0', path: '', kind: 'latest', dir: '_v/1.0' },
        ],
      }),
    });
    const old = versioned.versions[1]!;
    expect(docPage({ instance: versioned, version: old, doc: old.docs[0]!, locale: 'zh-CN' }).editUrl).toBe('https://e/edit/content/intro.mdx');
    const plain = { ...versioned, editCurrentVersion: false };
    expect(docPage({ instance: plain, version: old, doc: old.docs[0]!, locale: 'zh-CN' }).editUrl).toBe('https://e/edit/content/_v/1.0/intro.mdx');
    // A function is told the doc's own version whatever editCurrentVersion says, as in Docusaurus.
    const fn = { ...versioned, editUrl: (p: { versionDocsDirPath: string; docPath: string }) => `${p.versionDocsDirPath}|${p.docPath}` };
    expect(docPage({ instance: fn, version: old, doc: old.docs[0]!, locale: 'zh-CN' }).editUrl).toBe('content/_v/1.0|intro.mdx');
  });

  it('gives an editUrl function where the file lies and the locale, as Docusaurus does', () => {
    const seen: unknown[] = [];
    const withFunction = { ...instance, editUrl: (params: unknown) => (seen.push(params), 'https://translate.example/zh-CN') };
    const model = docPage({ instance: withFunction, version, doc: doc('guide/one'), locale: 'zh-CN' });
    expect(model.editUrl).toBeUndefined(); // custom_edit_url: null still wins
    expect(docPage({ instance: withFunction, version, doc: doc('intro'), locale: 'zh-CN' }).editUrl).toBe('https://translate.example/zh-CN');
    expect(seen).toEqual([{ version: 'current', versionDocsDirPath: 'content', docPath: 'intro.mdx', permalink: '/t/intro', locale: 'zh-CN' }]);
  });

  it('keeps unlisted docs out of indexing and the Markdown twins', () => {
    expect(page('intro')).toMatchObject({ noindex: false, searchable: true, markdownTwin: '/t/intro.md' });
    expect(page('hidden')).toMatchObject({ noindex: true, searchable: false, markdownTwin: undefined, sidebar: undefined, crumbs: [], categoryItems: [] });
  });

  it('gives a generated index its category cards and its neighbours in reading order as previous and next', () => {
    const generatedIndex = version.generatedIndexes[0]!;
    const index = docPage({ instance, version, generatedIndex, locale: 'zh-CN' });
    expect(index).toMatchObject({ current: '/t/guide', title: '指南', sidebarName: 'sidebar', toc: [], editUrl: undefined, lastUpdated: undefined });
    expect(index.pagination).toMatchObject({ previous: { href: '/t/intro', docId: 'intro' }, next: { href: '/t/guide/one', docId: 'guide/one' } });
    expect(index.categoryItems.map((i) => i.type === 'link' && i.href)).toEqual(['/t/guide/one', '/t/guide/two']);
    expect(() => docPage({ instance, version, locale: 'zh-CN' })).toThrow(/neither a doc nor a generated index/);
    // Its link's image is the page's share image.
    expect(docPage({ instance, version, generatedIndex: { ...generatedIndex, image: '/img/guide.png' }, locale: 'zh-CN' }).image).toBe('/img/guide.png');
  });
});
