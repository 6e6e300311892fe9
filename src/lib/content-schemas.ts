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

/**
 * A front-matter value where text is expected, as docs and blog posts read it. YAML reads
 * `title: 3.6`, `sidebar_label: 2024` or `tags: [2024]` as numbers; Docusaurus takes such a
 * number as its text (3.6 → "3.6") so that nobody has to quote it, and so do we. Anything
 * else is left as written, for the schema to reject with its usual "allowed: a string".
 */
export const asFrontMatterText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/** `schema` (a string schema), also taking a number as its text: see asFrontMatterText. */
export const frontMatterText = <S extends z.ZodType<string>>(schema: S) => z.preprocess(asFrontMatterText, schema);

/** A front-matter string field that also takes a number as its text; `nonEmptyText` must not be empty. */
export const text = () => frontMatterText(z.string());
export const nonEmptyText = () => frontMatterText(z.string().min(1));

/**
 * A tag or author page's permalink, relative to its route: Docusaurus joins it to that route
 * (`foo` and `/foo` are the same page), so a missing leading slash is added.
 */
export const routePermalink = z
  .string()
  .min(1)
  .transform((p) => (p.startsWith('/') ? p : `/${p}`));

/** Fields every Markdown entry may have. Pages take text as written, as Docusaurus' pages do. */
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
  /** Replaces the file's last commit in "最后更新" (shown when the instance's or the pages' showLastUpdate* options are on). */
  last_update: lastUpdate.optional(),
});

/** The text fields docs and blog posts share with pages, numbers read as text (asFrontMatterText). */
export const textFrontMatter = {
  title: nonEmptyText().optional(),
  description: text().optional(),
  keywords: z.array(text()).optional(),
};

const docTag = z.union([text(), z.strictObject({ label: text(), permalink: text(), description: z.string().optional() })]);

export const docFrontMatter = baseFrontMatter
  .extend({
    ...textFrontMatter,
    id: frontMatterText(z.string().regex(/^[^/]+$/, 'a doc id cannot contain "/"')).optional(),
    sidebar_label: text().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: text().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: text().nullable().optional(),
    slug: text().optional(),
    tags: z.array(docTag).default([]),
    hide_title: z.boolean().default(false),
    pagination_label: text().optional(),
    pagination_prev: text().nullable().optional(),
    pagination_next: text().nullable().optional(),
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

/** A `_category_` file. Unlike front matter it takes text only as text: Docusaurus fails on `label: 2024` there too. */
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

/**
 * An entry of a tags file (`tags.yml`: key → label, description, permalink), for docs and blog
 * instances alike; a key written with no value (`foo:`) takes every default, as in Docusaurus.
 */
export const docTagSchema = z.preprocess(
  (entry) => entry ?? {},
  z.strictObject({
    label: z.string().min(1).optional(),
    description: z.string().optional(),
    permalink: routePermalink.optional(),
  }),
);

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
