// Content collections: one schema per collection, shared fields by `.extend()`.
// Entry ids keep the file path exactly (case, dots, number prefixes) because doc ids,
// category folders and blog permalinks are derived from it.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { authorSchema, blogTagSchema, changelogFrontMatter, postFrontMatter } from './lib/blog/schema';
import { categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';

const markdown = '**/[^_]*.{md,mdx}';
const keepPath = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/, '');

// Schemas live in plain modules so unit tests can use them: src/lib/content-schemas.ts (docs,
// categories, doc tags, pages) and src/lib/blog/schema.ts (blog, changelog, authors, tags).
export { baseFrontMatter, categoryMetadata, docFrontMatter, docTagSchema, pageFrontMatter } from './lib/content-schemas';

const docsCollection = (base: string) =>
  defineCollection({ loader: glob({ pattern: markdown, base, generateId: keepPath }), schema: docFrontMatter });
const categoriesCollection = (base: string) =>
  defineCollection({
    loader: glob({ pattern: '**/_category_.{json,yml,yaml}', base, generateId: ({ entry }) => entry }),
    schema: categoryMetadata,
  });

export const collections = {
  docs: docsCollection('./content-docs'),
  docsCategories: categoriesCollection('./content-docs'),
  community: docsCollection('./content-community'),
  communityCategories: categoriesCollection('./content-community'),
  testDocs: docsCollection('./content-tests/docs'),
  testDocsCategories: categoriesCollection('./content-tests/docs'),
  testDocsTags: defineCollection({ loader: file('./content-tests/docs/tags.yml'), schema: docTagSchema }),
  blog: defineCollection({ loader: glob({ pattern: markdown, base: './content-blog', generateId: keepPath }), schema: postFrontMatter }),
  blogAuthors: defineCollection({ loader: file('./content-blog/authors.yml'), schema: authorSchema }),
  blogTags: defineCollection({ loader: file('./content-blog/tags.yml'), schema: blogTagSchema }),
  testBlog: defineCollection({ loader: glob({ pattern: markdown, base: './content-tests/blog', generateId: keepPath }), schema: postFrontMatter }),
  testBlogAuthors: defineCollection({ loader: file('./content-tests/blog/authors.yml'), schema: authorSchema }),
  testBlogTags: defineCollection({ loader: file('./content-tests/blog/tags.yml'), schema: blogTagSchema }),
  changelog: defineCollection({
    loader: glob({ pattern: markdown, base: './content-changelog', generateId: keepPath }),
    schema: changelogFrontMatter,
  }),
  changelogAuthors: defineCollection({ loader: file('./content-changelog/authors.yml'), schema: authorSchema }),
  testPages: defineCollection({ loader: glob({ pattern: markdown, base: './content-tests/pages', generateId: keepPath }), schema: pageFrontMatter }),
};
