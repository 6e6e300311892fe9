// Content collections: one schema per collection, shared fields by `.extend()`.
// Entry ids keep the file path exactly (case, dots, number prefixes) because doc ids,
// category folders and blog permalinks are derived from it.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { authorSchema, blogTagSchema, changelogFrontMatter, postFrontMatter } from './lib/blog/schema';
import { categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';
import type { z } from 'zod';
import { checkedLoader } from './lib/content-loader';
import { emptyLoader, hasCategoryFiles } from './lib/docs/category-files';

const markdown = '**/[^_]*.{md,mdx}';
const keepPath = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/, '');

// Schemas live in plain modules so unit tests can use them: src/lib/content-schemas.ts (docs,
// categories, doc tags, pages) and src/lib/blog/schema.ts (blog, changelog, authors, tags).
export { baseFrontMatter, categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';

// Every loader is wrapped by checkedLoader (src/lib/content-loader.ts): written dates reach the
// schema as text, and a bad entry fails with `file: field: problem; allowed: …`.
const markdownCollection = <S extends z.ZodType>(base: string, schema: S) =>
  defineCollection({ loader: checkedLoader(glob({ pattern: markdown, base, generateId: keepPath }), schema), schema });
const dataCollection = <S extends z.ZodType>(path: string, schema: S) => defineCollection({ loader: checkedLoader(file(path), schema), schema });
const categoriesCollection = (base: string) =>
  defineCollection({
    loader: hasCategoryFiles(base)
      ? checkedLoader(glob({ pattern: '**/_category_.{json,yml,yaml}', base, generateId: ({ entry }) => entry }), categoryMetadata)
      : emptyLoader,
    schema: categoryMetadata,
  });

export const collections = {
  docs: markdownCollection('./content-docs', docFrontMatter),
  docsCategories: categoriesCollection('./content-docs'),
  community: markdownCollection('./content-community', docFrontMatter),
  communityCategories: categoriesCollection('./content-community'),
  testDocs: markdownCollection('./content-tests/docs', docFrontMatter),
  testDocsCategories: categoriesCollection('./content-tests/docs'),
  testDocsTags: dataCollection('./content-tests/docs/tags.yml', docTagSchema),
  blog: markdownCollection('./content-blog', postFrontMatter),
  blogAuthors: dataCollection('./content-blog/authors.yml', authorSchema),
  blogTags: dataCollection('./content-blog/tags.yml', blogTagSchema),
  testBlog: markdownCollection('./content-tests/blog', postFrontMatter),
  testBlogAuthors: dataCollection('./content-tests/blog/authors.yml', authorSchema),
  testBlogTags: dataCollection('./content-tests/blog/tags.yml', blogTagSchema),
  changelog: markdownCollection('./content-changelog', changelogFrontMatter),
  changelogAuthors: dataCollection('./content-changelog/authors.yml', authorSchema),
  testPages: markdownCollection('./content-tests/pages', pageFrontMatter),
};
