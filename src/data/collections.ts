// Typed reads of the instance collections. The collections are derived from the site config
// (src/content.config.ts), so Astro types their names only from the last sync and their
// entries not at all; each entry was parsed by its loader with the schema named here,
// which gives the entries their type.
import { getCollection, type CollectionKey } from 'astro:content';
import type { z } from 'zod';
import { docTagSchema } from '../lib/content-schemas';
import { inFolder, tagsCollection } from '../lib/instances';
import { normalizeTagsFile, type TagsFile } from '../lib/tags-file';

export interface Entry<S extends z.ZodType> {
  id: string;
  filePath?: string;
  body?: string;
  data: z.output<S>;
}

export async function readCollection<S extends z.ZodType>(name: string, _schema: S): Promise<Entry<S>[]> {
  return (await getCollection(name as CollectionKey)) as Entry<S>[];
}

/** The tags file of a docs or blog instance, when it has one. */
export async function readTagsFile(instance: { collection: string; folder: string; tagsFile?: string }): Promise<TagsFile | undefined> {
  if (!instance.tagsFile) return undefined;
  const entries = await readCollection(tagsCollection(instance), docTagSchema);
  return normalizeTagsFile(Object.fromEntries(entries.map((e) => [e.id, e.data])), inFolder(instance, instance.tagsFile));
}
