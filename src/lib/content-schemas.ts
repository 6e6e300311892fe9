// Front-matter and data-file schemas of docs, categories, doc tags and Markdown pages.
// A plain module (no astro:content) so that unit tests can validate fixtures with the same
// schemas the collections use; src/content.config.ts imports them. Blog schemas live in
// src/lib/blog/schema.ts.
import { z } from 'zod';
import { DATE_FORMS, parseCalendarDate } from './dates';

/**
 * Every date field: a real calendar date or date-time (see src/lib/dates.ts). The content
 * loader (src/lib/content-loader.ts) hands over the text the writer wrote even where YAML
 * already made a Date of it, so an impossible date such as 2017-13-45 is caught here.
 */
export const dateField = z.union([z.string(), z.date()], { error: `must be a date; allowed: ${DATE_FORMS}` }).transform((value, ctx) => {
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value;
    ctx.addIssue({ code: 'custom', message: `not a valid date; allowed: ${DATE_FORMS}` });
    return z.NEVER;
  }
  const parsed = parseCalendarDate(value);
  if ('date' in parsed) return parsed.date;
  ctx.addIssue({ code: 'custom', message: `${parsed.problem}; allowed: ${DATE_FORMS}` });
  return z.NEVER;
});

export const lastUpdate = z
  .strictObject({ author: z.string().optional(), date: dateField.optional() })
  .refine((v) => v.author || v.date, 'last_update needs an author or a date');

const tocLevel = z.number().int().min(2).max(6);

/** Fields every Markdown entry may have. */
export const baseFrontMatter = z.object({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  toc_min_heading_level: tocLevel.optional(),
  toc_max_heading_level: tocLevel.optional(),
  last_update: lastUpdate.optional(),
});

const docTag = z.union([z.string(), z.strictObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })]);

export const docFrontMatter = baseFrontMatter
  .extend({
    id: z
      .string()
      .regex(/^[^/]+$/, 'a doc id cannot contain "/"')
      .optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: z.string().nullable().optional(),
    slug: z.string().optional(),
    tags: z.array(docTag).default([]),
    hide_title: z.boolean().default(false),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    custom_edit_url: z.string().nullable().optional(),
    parse_number_prefixes: z.boolean().optional(),
    // Docusaurus allows arbitrary extra keys in doc front matter (used by plugins).
    force_unlisted_in_production: z.boolean().optional(),
  })
  .strict();

export const categoryLink = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), id: z.string() }),
  z.strictObject({
    type: z.literal('generated-index'),
    slug: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    // One keyword or a list, as Docusaurus accepts; the sidebars engine makes a list of it.
    keywords: z.union([z.string(), z.array(z.string())]).optional(),
    image: z.string().optional(),
  }),
]);

export const categoryMetadata = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z.union([categoryLink, z.null()]).optional(),
  description: z.string().optional(),
});

/** An entry of a docs instance's tags file (`tags.yml`: key → label, description, permalink). */
export const docTagSchema = z.strictObject({
  label: z.string().min(1).optional(),
  description: z.string().optional(),
  permalink: z.string().startsWith('/').optional(),
});

/** A Markdown page: without a title it is named by its opening `# Title`, as in Docusaurus. */
export const pageFrontMatter = baseFrontMatter
  .extend({
    /** Classes on the page's `<html>`, as Docusaurus' `wrapperClassName`. */
    wrapperClassName: z.string().optional(),
  })
  .strict();

export type DocFrontMatter = z.output<typeof docFrontMatter>;
export type CategoryMetadata = z.output<typeof categoryMetadata>;
export type CategoryLinkConfig = z.output<typeof categoryLink>;
