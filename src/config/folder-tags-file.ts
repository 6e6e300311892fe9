// Docusaurus reads a content folder's `tags.yml` when its plugin names no tags file; so does
// this site: an instance without `tagsFile` whose folder has a tags.yml uses it (a blog with
// `tags: false` has no tags at all). Without this, the file was silently ignored and tags
// showed their raw keys.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from './schema';

export const FOLDER_TAGS_FILE = 'tags.yml';

type Instance = { folder: string; tagsFile?: string; tags?: boolean };

const withFolderTagsFile = <T extends Instance>(instance: T, root: string): T =>
  instance.tagsFile !== undefined || instance.tags === false || !existsSync(resolve(root, instance.folder, FOLDER_TAGS_FILE))
    ? instance
    : { ...instance, tagsFile: FOLDER_TAGS_FILE };

export function withFolderTagsFiles(config: SiteConfig, root = process.cwd()): SiteConfig {
  return { ...config, docs: config.docs.map((d) => withFolderTagsFile(d, root)), blog: config.blog.map((b) => withFolderTagsFile(b, root)) };
}
