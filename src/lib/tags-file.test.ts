import { describe, expect, it, vi } from 'vitest';
import { normalizeTagsFile, resolveTags } from './tags-file';

const tagsFile = normalizeTagsFile(
  {
    a: { description: 'Tag a' },
    b: { label: 'Label b' },
    c: { permalink: '/permalink-for-tag-c' },
    e: { label: 'Label e', description: 'Tag e', permalink: '/permalink-for-tag-e' },
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
    expect(() => normalizeTagsFile({ x: { permalink: '/a b' } }, 'tags.yml')).toThrow(/x\.permalink: "\/a b" is not a valid tag permalink/);
    expect(() => normalizeTagsFile({ x: { permalink: '/same' }, y: { permalink: '/same' } }, 'tags.yml')).toThrow(
      'tags.yml: y.permalink: "/same" is already the permalink of tag "x"',
    );
  });
});

describe('front-matter tags', () => {
  it('resolves keys to label, description and the full route of their page, each tag once', () => {
    expect(resolveTags(['c', 'a', 'c'], tagsFile, 'doc.md', '/tests/docs/tags')).toEqual([
      { key: 'c', label: 'C', permalink: '/tests/docs/tags/permalink-for-tag-c' },
      { key: 'a', label: 'A', description: 'Tag a', permalink: '/tests/docs/tags/a' },
    ]);
  });
  it('fails on an unknown tag, naming the file, the field and the allowed keys', () => {
    expect(() => resolveTags(['a', 'nope'], tagsFile, 'content-tests/docs/x.md', '/t/tags')).toThrow(
      'content-tests/docs/x.md: tags[1]: unknown tag "nope" (not in content/tags.yml); allowed: a, b, c, e',
    );
  });
  it('refuses inline tags when the instance has a tags file', () => {
    expect(() => resolveTags([{ label: 'Inline', permalink: '/inline' }], tagsFile, 'x.md', '/t/tags')).toThrow(
      'x.md: tags[0]: inline tag "Inline" is not allowed here; use a key of content/tags.yml; allowed: a, b, c, e',
    );
  });
  it("keeps an undefined tag as an inline tag when onInlineTags is not 'throw', reporting it as asked", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTags(['a', 'Typo Tag', { label: 'Own', permalink: '/own' }], tagsFile, 'content-blog/x.md', '/blog/tags', 'warn')).toEqual([
      { key: 'a', label: 'A', description: 'Tag a', permalink: '/blog/tags/a' },
      { label: 'Typo Tag', permalink: '/blog/tags/typo-tag' },
      { label: 'Own', permalink: '/blog/tags/own' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      `[WARN] [dz:content] content-blog/x.md: tags[1]: unknown tag "Typo Tag" (not in content/tags.yml); kept as an inline tag (onInlineTags: 'warn')`,
    );
    warn.mockClear();
    resolveTags(['Typo Tag'], tagsFile, 'x.md', '/blog/tags', 'ignore');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
  it('gives inline tags pages when the instance has no tags file, as Docusaurus does, each permalink once', () => {
    expect(
      resolveTags(['Hello World', '入门指南', { label: 'JS', permalink: '/js-tag', description: '脚本' }, 'hello world'], undefined, 'x.md', '/t/tags'),
    ).toEqual([
      { label: 'Hello World', permalink: '/t/tags/hello-world' },
      { label: '入门指南', permalink: '/t/tags/入门指南' },
      { label: 'JS', description: '脚本', permalink: '/t/tags/js-tag' },
    ]);
  });
});
