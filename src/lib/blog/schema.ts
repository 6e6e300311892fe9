// Front-matter and data-file schemas of the blog instances (blog, changelog, test blog).
// Kept outside src/content.config.ts so they can be unit-tested; the collections import
// them. Field names follow Docusaurus 3.6 (`image_url`, `socials`, `page`, tags file
// entries with `label` / `permalink` / `description`).
import { z } from 'zod';
import { baseFrontMatter, dateField, nonEmptyText, routePermalink, text, textFrontMatter } from '../content-schemas';
import { isOtherHostUrl } from '../urls';

/** Local image path (under public/) or a data: URI: nothing is loaded from another host. */
const localImage = z.string().refine((v) => !isOtherHostUrl(v), {
  error: 'must be a local image path such as /img/authors/name.svg (nothing may load from another host)',
});

// A handle may be a number (a Stack Overflow user id), as Docusaurus accepts it.
const socials = z.record(z.string(), nonEmptyText());

const authorFields = {
  name: z.string().min(1).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  url: z.string().optional(),
  image_url: localImage.optional(),
  /** Docusaurus' other spelling of image_url. */
  imageURL: localImage.optional(),
  email: z.string().optional(),
  socials: socials.optional(),
};

/** An entry of an authors file (`authors.yml`), keyed by author key. */
export const authorSchema = z.strictObject({
  ...authorFields,
  /** `true` gives the author a page at the kebab-cased key; `{ permalink }` picks the path. */
  page: z.union([z.boolean(), z.strictObject({ permalink: routePermalink })]).default(false),
});

// Front matter reads a number as its text where text is expected (text(), nonEmptyText()); the
// authors file does not, as in Docusaurus.
/** An author written in a post's front matter: the same fields, optionally a key of the authors file. */
export const inlineAuthorSchema = z.strictObject({
  key: nonEmptyText().optional(),
  ...authorFields,
  name: nonEmptyText().optional(),
  title: text().optional(),
});

const inlineTag = z.strictObject({ label: nonEmptyText(), permalink: routePermalink, description: z.string().optional() });

/** Post front matter: the shared Markdown fields, plus slug, date, authors and tags. */
export const postFrontMatter = baseFrontMatter
  .extend({
    ...textFrontMatter,
    slug: nonEmptyText().optional(),
    date: dateField.optional(),
    authors: z.union([nonEmptyText(), inlineAuthorSchema, z.array(z.union([nonEmptyText(), inlineAuthorSchema]))]).optional(),
    tags: z.array(z.union([nonEmptyText(), inlineTag])).default([]),
    sidebar_label: text().optional(),
    /** The document title (and share title) when it should differ from the post's heading. */
    title_meta: nonEmptyText().optional(),
    // The single-author front matter Docusaurus still reads (its camelCase spellings too).
    author: nonEmptyText().optional(),
    author_title: text().optional(),
    authorTitle: text().optional(),
    author_url: z.string().optional(),
    authorURL: z.string().optional(),
    author_image_url: localImage.optional(),
    authorImageURL: localImage.optional(),
  })
  .strict();

/** A changelog entry: the version as title, the release date and its committers. */
export const changelogFrontMatter = z.strictObject({
  title: z.coerce.string().min(1),
  date: dateField,
  slug: z.string().min(1).optional(),
  description: z.string().optional(),
  authors: z.array(z.coerce.string()).default([]),
});

export type PostFrontMatter = z.output<typeof postFrontMatter>;
export type AuthorData = z.output<typeof authorSchema>;
export type InlineAuthor = z.output<typeof inlineAuthorSchema>;
