// Files a page names that the build serves under /assets/files/<name>-<hash>.<ext>: linked
// files (src/markdown/remark-links.ts) and front-matter images written next to their Markdown
// (`image: ./cover.png`, an inline author's `image_url: ./me.png`), which Docusaurus bundles
// the same way. The element that names one carries `data-dz-asset` with its source, and the
// post-build pass copies the file to its URL (src/integrations/html-fixups.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { ContentError } from '../config/errors';

/** The URL a file is served at: its name and a hash of its content. */
export function assetUrl(file: string): string {
  const ext = extname(file);
  const hash = createHash('md5').update(readFileSync(file)).digest('hex').slice(0, 8);
  return `/assets/files/${basename(file, ext)}-${hash}${ext}`;
}

export interface LocalAsset {
  url: string;
  /** Absolute path of the file, for the post-build copy. */
  source: string;
}

/** The URL of an image given either as a URL or as a file served as an asset. */
export const urlOf = (image: string | LocalAsset | undefined): string | undefined => (typeof image === 'object' ? image.url : image);

/**
 * A front-matter path starting with `./` (the only form Docusaurus bundles), read from the
 * folder of `file` (repository-relative); undefined for any other value, which stays a URL.
 * A file that is not there fails the build with the file, the field and what is allowed.
 */
export function localAsset(value: string | undefined, file: string, field: string): LocalAsset | undefined {
  if (!value?.startsWith('./')) return undefined;
  const source = resolve(process.cwd(), dirname(file), decodeURI(value));
  if (!existsSync(source)) {
    throw new ContentError(
      `${file}: ${field}: ${value} is no file next to this page; allowed: ./ and an existing file's name, or a path from the site root such as /img/cover.png`,
    );
  }
  return { url: assetUrl(source), source };
}

/** A front-matter `image`: the file next to `file` when written `./…` (localAsset), else the value as written. */
export const frontMatterImage = (value: string | undefined, file: string | undefined): string | LocalAsset | undefined =>
  (file ? localAsset(value, file, 'image') : undefined) ?? value;
