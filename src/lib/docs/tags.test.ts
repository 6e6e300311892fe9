import { describe, expect, it } from 'vitest';
import { normalizeTagsFile } from '../tags-file';
import { buildTagPages, resolveDocTags, tagsByLetter, tagsRoute } from './tags';
import { build, raw } from './test-helpers';

const tagsFile = normalizeTagsFile(
  {
    a: { description: 'Tag a' },
    b: { label: 'Label b' },
    c: { permalink: '/permalink-for-tag-c' },
    e: { label: 'Label e', description: 'Tag e', permalink: '/permalink-for-tag-e' },
    visibility: {},
    listed: {},
    unlisted: {},
    draft: {},
  },
  'content/tags.yml',
);

describe('tags file', () => {
  it('defaults the label to the capitalised key and the permalink to /kebab-cased-key', () => {
    expect(normalizeTagsFile({ openSource: {} }, 't.yml').tags.openSource).toEqual({ key: 'openSource', label: 'Opensource', permalink: '/open-source' });
    expect(tagsFile.tags.a).toEqual({ key: 'a', label: 'A', description: 'Tag a', permalink: '/a' });
    expect(tagsFile.tags.e).toEqual({ key: 'e', label: 'Label e', description: 'Tag e', permalink: '/permalink-for-tag-e' });
  });
  it('rejects bad and duplicate permalinks, naming the file and key', () => {
    expect(() => normalizeTagsFile({ x: { permalink: 'no-slash' } }, 'tags.yml')).toThrow(
      /^tags\.yml: x\.permalink: "no-slash" is not a valid tag permalink; allowed:/,
    );
    expect(() => normalizeTagsFile({ x: { permalink: '/same' }, y: { permalink: '/same' } }, 'tags.yml')).toThrow(
      'tags.yml: y.permalink: "/same" is already the permalink of tag "x"',
    );
  });
});

describe('doc tags', () => {
  it('resolves keys to label, description and an absolute permalink', () => {
    expect(resolveDocTags(['c', 'a', 'c'], tagsFile, 'doc.md', '/tests/docs')).toEqual([
      { key: 'c', label: 'C', permalink: '/tests/docs/tags/permalink-for-tag-c' },
      { key: 'a', label: 'A', description: 'Tag a', permalink: '/tests/docs/tags/a' },
    ]);
    expect(tagsRoute('/tests/docs/1.0.0')).toBe('/tests/docs/1.0.0/tags');
  });
  it('fails on an unknown tag, naming the file, the field and the allowed keys', () => {
    expect(() => resolveDocTags(['a', 'nope'], tagsFile, 'content-tests/docs/x.md', '/t')).toThrow(
      'content-tests/docs/x.md: tags[1]: unknown tag "nope" (not in content/tags.yml); allowed: a, b, c, e, visibility, listed, unlisted, draft',
    );
  });
  it('refuses inline tags when the instance has a tags file', () => {
    expect(() => resolveDocTags([{ label: 'Inline', permalink: '/inline' }], tagsFile, 'x.md', '/t')).toThrow(
      /x\.md: tags\[0\]: inline tag "Inline" is not allowed/,
    );
  });
  it("keeps undefined tags as inline tags under onInlineTags 'ignore'", () => {
    expect(resolveDocTags(['a', 'Extra', { label: 'Own', permalink: '/own' }], tagsFile, 'x.md', '/t', 'ignore')).toEqual([
      { key: 'a', label: 'A', description: 'Tag a', permalink: '/t/tags/a' },
      { label: 'Extra', permalink: '/t/tags/extra' },
      { label: 'Own', permalink: '/t/tags/own' },
    ]);
  });
  it('gives inline tags pages when the instance has no tags file, as Docusaurus does', () => {
    expect(resolveDocTags(['Hello World', '入门指南', { label: 'JS', permalink: '/js-tag', description: '脚本' }], undefined, 'x.md', '/t')).toEqual([
      { label: 'Hello World', permalink: '/t/tags/hello-world' },
      { label: '入门指南', permalink: '/t/tags/入门指南' },
      { label: 'JS', description: '脚本', permalink: '/t/tags/js-tag' },
    ]);
  });
});

describe('tag pages', () => {
  it('exist for inline tags too, one per permalink, in an instance without a tags file', () => {
    const inline = [raw('x', { title: 'X', tags: ['Hello World'] }), raw('y', { title: 'Y', tags: ['hello world', { label: '对象', permalink: '/obj' }] })];
    const byPermalink = buildTagPages(build(inline).versions[0]!.docs).map((p) => [p.permalink, p.docs.map((d) => d.title)]);
    expect(byPermalink.sort()).toEqual([
      ['/t/tags/hello-world', ['X', 'Y']],
      ['/t/tags/obj', ['Y']],
    ]);
  });

  const docs = [
    raw('more', { title: 'More', tags: ['a', 'e'], description: 'More doc' }),
    raw('another', { title: 'Another', tags: ['a', 'b'] }),
    raw('v/listed', { title: 'Listed', tags: ['visibility', 'listed'] }),
    raw('v/unlisted1', { title: 'Unlisted 1', tags: ['visibility', 'unlisted'], unlisted: true }),
    raw('v/unlisted2', { title: 'Unlisted 2', tags: ['visibility', 'unlisted'], unlisted: true }),
    raw('v/draft', { title: 'Draft', tags: ['visibility', 'draft'], draft: true }),
    raw('untagged', { title: 'Untagged' }),
  ];
  const pages = buildTagPages(build(docs, undefined, { tagsFile }).versions[0]!.docs);
  const page = (label: string) => pages.find((p) => p.label === label);

  it('makes one page per tag used by a doc; a tag used only by drafts has none in production', () => {
    expect(pages.map((p) => p.permalink).sort()).toEqual([
      '/t/tags/a',
      '/t/tags/b',
      '/t/tags/listed',
      '/t/tags/permalink-for-tag-e',
      '/t/tags/unlisted',
      '/t/tags/visibility',
    ]);
    expect(page('Draft')).toBeUndefined();
  });

  it('lists the docs of a tag sorted by title, with their descriptions', () => {
    expect(page('A')!.docs).toEqual([
      { id: 'another', title: 'Another', permalink: '/t/another' },
      { id: 'more', title: 'More', permalink: '/t/more', description: 'More doc' },
    ]);
  });

  it('leaves unlisted docs out of a tag that has listed ones', () => {
    expect(page('Visibility')).toMatchObject({ unlisted: false, docs: [{ id: 'v/listed' }] });
  });

  it('makes a tag whose docs are all unlisted an unlisted page listing them all', () => {
    expect(page('Unlisted')).toMatchObject({ unlisted: true, docs: [{ id: 'v/unlisted1' }, { id: 'v/unlisted2' }] });
  });

  it('indexes listed tags only, grouped by first letter, with counts', () => {
    expect(tagsByLetter(pages)).toEqual([
      { letter: 'A', tags: [{ label: 'A', permalink: '/t/tags/a', count: 2 }] },
      {
        letter: 'L',
        tags: [
          { label: 'Label b', permalink: '/t/tags/b', count: 1 },
          { label: 'Label e', permalink: '/t/tags/permalink-for-tag-e', count: 1 },
          { label: 'Listed', permalink: '/t/tags/listed', count: 1 },
        ],
      },
      { letter: 'V', tags: [{ label: 'Visibility', permalink: '/t/tags/visibility', count: 1 }] },
    ]);
  });
});
