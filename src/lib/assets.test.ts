import { describe, expect, it } from 'vitest';
import { localAsset, urlOf } from './assets';

describe('localAsset', () => {
  it('serves a ./ path next to the page at its hashed asset URL, as Docusaurus bundles it', () => {
    const asset = localAsset('./cover.png', 'content-tests/blog/2024-11-02-folder-post/index.md', 'image');
    expect(asset?.url).toMatch(/^\/assets\/files\/cover-[0-9a-f]{8}\.png$/);
    expect(asset?.source).toMatch(/content-tests\/blog\/2024-11-02-folder-post\/cover\.png$/);
    expect(urlOf(asset)).toBe(asset?.url);
  });
  it('leaves site paths, URLs and ../ paths as they are (Docusaurus bundles only ./)', () => {
    for (const value of ['/img/x.png', 'https://example.com/x.png', '../x.png', undefined])
      expect(localAsset(value, 'content-docs/x.md', 'image')).toBeUndefined();
  });
  it('fails naming the file and the field when the file is not there', () => {
    expect(() => localAsset('./missing.png', 'content-docs/guides/x.mdx', 'image')).toThrow(
      /^content-docs\/guides\/x\.mdx: image: \.\/missing\.png is no file next to this page; allowed: /,
    );
  });
});
