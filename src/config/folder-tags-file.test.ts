import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFolderTagsFiles } from './folder-tags-file';
import type { SiteConfig } from './schema';

describe('withFolderTagsFiles', () => {
  it("uses a folder's tags.yml when the instance names no tags file, as Docusaurus does", () => {
    const root = mkdtempSync(join(tmpdir(), 'dz-tags-'));
    for (const folder of ['with', 'blog', 'off']) {
      mkdirSync(join(root, folder));
      writeFileSync(join(root, folder, 'tags.yml'), 'a:\n');
    }
    mkdirSync(join(root, 'without'));
    const config = {
      docs: [{ folder: 'with' }, { folder: 'without' }, { folder: 'with', tagsFile: 'other.yml' }],
      blog: [
        { folder: 'blog', tags: true },
        { folder: 'off', tags: false },
      ],
    } as unknown as SiteConfig;
    const out = withFolderTagsFiles(config, root);
    expect(out.docs.map((d) => d.tagsFile)).toEqual(['tags.yml', undefined, 'other.yml']);
    expect(out.blog.map((b) => b.tagsFile)).toEqual(['tags.yml', undefined]);
  });
});
