// Content collections, derived from the docs and blog instances of src/site.config.ts: each
// docs instance gets `<collection>` and `<collection>Categories` (and `<collection>Tags` with a
// tags file), each blog instance `<collection>`, `<collection>Authors` (and `<collection>Tags`).
// Entry ids keep the file path exactly (case, dots, number prefixes) because doc ids,
// category folders and blog permalinks are derived from it.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'zod';
import { siteConfig } from './config';
import { authorSchema, changelogFrontMatter, postFrontMatter } from './lib/blog/schema';
import { categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';
import { checkedLoader } from './lib/content-loader';
import { emptyLoader, hasCategoryFiles } from './lib/docs/category-files';
import { instanceCollections } from './lib/instances';

// Markdown files, but no partials (files for pages to import): a file or a folder whose name
// starts with `_`, as Docusaurus' default exclude. Docs keep `_` folders here, since a version's
// folder may start with one (`_versioned/1.0.0`); the docs engine leaves out the partials in
// them (isPartialPath, src/lib/instances.ts).
const markdown = '**/[^_]*.{md,mdx}';
const markdownPages = [markdown, '!**/_*/**'];
const keepPath = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/, '');

// Schemas live in plain modules so unit tests can use them: src/lib/content-schemas.ts (docs,
// categories, doc tags, pages) and src/lib/blog/schema.ts (blog, changelog, authors, tags).
export { baseFrontMatter, categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';

// Every loader is wrapped by checkedLoader (src/lib/content-loader.ts): written dates reach the
// schema as text, and a bad entry fails with `file: field: problem; allowed: …`.
const markdownCollection = <S extends z.ZodType>(base: string, schema: S, pattern: string | string[] = markdownPages) =>
  defineCollection({ loader: checkedLoader(glob({ pattern, base: `./${base}`, generateId: keepPath }), schema), schema });
const dataCollection = <S extends z.ZodType>(path: string, schema: S) => defineCollection({ loader: checkedLoader(file(`./${path}`), schema), schema });
const categoriesCollection = (base: string) =>
  defineCollection({
    loader: hasCategoryFiles(`./${base}`)
      ? checkedLoader(glob({ pattern: '**/_category_.{json,yml,yaml}', base: `./${base}`, generateId: ({ entry }) => entry }), categoryMetadata)
      : emptyLoader,
    schema: categoryMetadata,
  });

const SCHEMAS = {
  docs: docFrontMatter,
  categories: categoryMetadata,
  tags: docTagSchema,
  post: postFrontMatter,
  changelog: changelogFrontMatter,
  authors: authorSchema,
} as const;

export const collections = {
  ...Object.fromEntries(
    instanceCollections(siteConfig).map(({ name, kind, path }) => {
      if (kind === 'categories') return [name, categoriesCollection(path)];
      const schema = SCHEMAS[kind];
      if (kind === 'docs') return [name, markdownCollection(path, schema, markdown)];
      return [name, kind === 'post' || kind === 'changelog' ? markdownCollection(path, schema) : dataCollection(path, schema)];
    }),
  ),
  testPages: markdownCollection('content-tests/pages', pageFrontMatter),
};
