// Category metadata files (`_category_.json|yml|yaml`) of a docs folder.
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';

const CATEGORY_FILE = /^_category_\.(?:json|ya?ml)$/;

/**
 * Whether a docs folder has category metadata files. A flat folder (content-community) has
 * none; its categories collection then gets an empty loader and is not read, because the
 * glob loader and getCollection would each print a warning on every build.
 */
export function hasCategoryFiles(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((p) => CATEGORY_FILE.test(basename(String(p))));
}

/** A loader that stores nothing, for a collection whose folder has no files of its kind. */
export const emptyLoader = { name: 'dz:no-files', load: async () => {} };
