// Showcase engine: tags, data validation, filtering (tags OR / AND, name search), the filter
// state in the URL (`?tags=a&tags=b&operator=AND&name=x`) and the generated card visuals.
// Framework-free: used at build time by src/data/showcase.ts and in the browser by
// src/scripts/showcase.ts.
import { z } from 'zod';
import { ContentError, parseOrThrow } from '../config/errors';

import { TAG_IDS, TAG_TEXT, sortTags, sortSites, type TagId, type ShowcaseSite, type ShowcaseTag } from './showcase-filter';
export * from './showcase-filter';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour such as #e9669e');
const tagId = z.enum(TAG_IDS);
const tagEntry = z.strictObject({ label: z.string().min(1), color: hexColor });

export const showcaseDataSchema = z.strictObject({
  tags: z.strictObject(Object.fromEntries(TAG_IDS.map((id) => [id, tagEntry])) as Record<TagId, typeof tagEntry>),
  sites: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1),
        website: z.url(),
        source: z.url().nullable().optional(),
        tags: z.array(tagId),
      }),
    )
    .min(1),
});

export const showcaseDescriptionsSchema = z.record(z.string(), z.string().trim().min(1, 'must be a non-empty Chinese sentence'));

/**
 * Validates the sites file and the descriptions file together and returns the sites sorted
 * by title (case-insensitive) with their Chinese descriptions. Every site needs exactly one
 * description and titles must be unique; any problem throws a ContentError naming the file
 * and the field.
 */
export function buildShowcase(
  rawData: unknown,
  rawDescriptions: unknown,
  files: { data: string; descriptions: string } = { data: 'src/data/showcase-sites.json', descriptions: 'src/data/showcase-descriptions.json' },
): { tags: ShowcaseTag[]; sites: ShowcaseSite[] } {
  const data = parseOrThrow(showcaseDataSchema, rawData, files.data);
  const descriptions = parseOrThrow(showcaseDescriptionsSchema, rawDescriptions, files.descriptions);

  const problems: string[] = [];
  const seen = new Set<string>();
  data.sites.forEach((site, i) => {
    if (seen.has(site.title)) problems.push(`${files.data}: sites[${i}].title: duplicate title "${site.title}"; titles must be unique`);
    seen.add(site.title);
    if (!(site.title in descriptions)) problems.push(`${files.descriptions}: "${site.title}": missing description; every site of ${files.data} needs one`);
  });
  for (const key of Object.keys(descriptions)) {
    if (!seen.has(key)) problems.push(`${files.descriptions}: "${key}": unknown site; allowed keys are the titles of ${files.data}`);
  }
  if (problems.length) throw new ContentError(`Invalid showcase data:\n${problems.join('\n')}`);

  const tags = TAG_IDS.map((id) => ({ id, ...TAG_TEXT[id], color: data.tags[id].color }));
  const sites = sortSites(
    data.sites.map((s) => ({
      title: s.title,
      description: descriptions[s.title]!,
      website: s.website,
      source: s.source ?? null,
      tags: sortTags(s.tags),
    })),
  );
  return { tags, sites };
}
