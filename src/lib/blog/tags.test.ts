import { describe, expect, it, vi } from 'vitest';
import { buildTagsMap, resolveTags } from './tags';

const file = 'content-blog/tags.yml';
const map = buildTagsMap(
  file,
  [
    ['i18n', { label: '国际化', permalink: '/i-18-n' }],
    ['release', { label: '发布' }],
    ['paginated-tag', {}],
  ],
  '/blog',
);

describe('tags', () => {
  it('builds permalinks under /tags, defaulting to the kebab-cased key', () => {
    expect(map.tags.get('i18n')).toEqual({ key: 'i18n', label: '国际化', permalink: '/blog/tags/i-18-n', description: undefined });
    expect(map.tags.get('release')!.permalink).toBe('/blog/tags/release');
    expect(map.tags.get('paginated-tag')!.label).toBe('Paginated-tag');
  });
  it('resolves keys of the tags file and drops duplicates', () => {
    expect(resolveTags(['release', 'i18n', 'release'], map, 'p.md', '/blog').map((t) => t.label)).toEqual(['发布', '国际化']);
  });
  it('treats the tags file as authoritative', () => {
    expect(() => resolveTags(['release', 'typo'], map, 'content-blog/x.md', '/blog')).toThrow(
      'content-blog/x.md: tags[1]: unknown tag "typo" (not in content-blog/tags.yml); allowed: i18n, release, paginated-tag',
    );
    expect(() => resolveTags([{ label: 'Inline', permalink: '/inline' }], map, 'content-blog/x.md', '/blog')).toThrow(/tags\[0\]: unknown tag inline tag/);
  });
  it("keeps an undefined tag as an inline tag when onInlineTags is not 'throw', reporting it as asked", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTags(['release', 'Typo Tag'], map, 'content-blog/x.md', '/blog', 'tags', 'warn')).toEqual([
      { key: 'release', label: '发布', permalink: '/blog/tags/release', description: undefined },
      { label: 'Typo Tag', permalink: '/blog/tags/typo-tag' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      `[WARN] [dz:content] content-blog/x.md: tags[1]: unknown tag "Typo Tag" (not in content-blog/tags.yml); kept as an inline tag (onInlineTags: 'warn')`,
    );
    warn.mockClear();
    resolveTags(['Typo Tag'], map, 'x.md', '/blog', 'tags', 'ignore');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
  it('accepts inline tags when there is no tags file', () => {
    const none = buildTagsMap(undefined, [], '/blog');
    expect(resolveTags(['Hello World', { label: '自定义', permalink: '/custom' }], none, 'x.md', '/blog')).toEqual([
      { label: 'Hello World', permalink: '/blog/tags/hello-world' },
      { label: '自定义', permalink: '/blog/tags/custom', description: undefined },
    ]);
  });
  it('rejects two tags with one permalink', () => {
    expect(() =>
      buildTagsMap(
        file,
        [
          ['a', { permalink: '/same' }],
          ['b', { permalink: '/same' }],
        ],
        '/blog',
      ),
    ).toThrow(/b\.permalink: "\/same" is already the permalink of tag "a"/);
  });
  it('checks permalinks as the docs tags file does (one format)', () => {
    expect(() => buildTagsMap(file, [['a', { permalink: '/a b' }]], '/blog')).toThrow(/a\.permalink: "\/a b" is not a valid tag permalink/);
  });
});
