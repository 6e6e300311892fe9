import { describe, expect, it } from 'vitest';
import { normalizeTagsFile } from '../tags-file';
import { buildTagPages, tagsByLetter, tagsRoute } from './tags';
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

describe('tags route', () => {
  it('is the version base plus /tags', () => {
    expect(tagsRoute('/tests/docs/1.0.0')).toBe('/tests/docs/1.0.0/tags');
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
