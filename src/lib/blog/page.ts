// Everything a post page shows besides its body: table of contents, 较新/较旧 links, indexing
// flags and the BlogPosting JSON-LD. Plain data in, plain data out: the page only renders it.
import { urlOf } from '../assets';
import { buildToc, type Heading, pageHeadings } from '../docs/toc';
import type { PageHead } from '../head-tags';
import { editUrlOf, pathInside } from '../edit-url';
import { lastUpdatedOf } from '../page-footer';
import { postStructuredData } from './structured-data';
import type { BlogInstance, Post } from './types';

export interface PostPageInput {
  blog: BlogInstance;
  post: Post;
  /** The rendered body: its headings and the flags our remark plugins set. */
  body: { headings: Heading[]; remarkPluginFrontmatter?: Record<string, unknown> };
  siteUrl: string;
  /** Path of the post's social card, the image when the front matter names none. */
  socialCard: string;
  /** The site's locale, given to an `editUrl` function. */
  locale: string;
  /** Date of a source file's last commit; asked only when the blog shows last updates and the front matter gives no date. */
  lastCommitDate?: (filePath: string) => Date | undefined;
}

export interface PostLink {
  href: string;
  label: string;
}

export type PostPage = ReturnType<typeof postPage>;

const link = (post: Post | undefined): PostLink | undefined => post && { href: post.permalink, label: post.title };

export function postPage({ blog, post, body, siteUrl, socialCard, locale, lastCommitDate }: PostPageInput) {
  const { config } = blog;
  const fm = post.frontMatter;
  const { newer, older } = blog.neighbours(post);
  const flags = body.remarkPluginFrontmatter ?? {};
  const noindex = post.unlisted;
  return {
    /** The document and share title: `title_meta` when the front matter sets one, as Docusaurus. */
    metaTitle: fm.title_meta ?? post.title,
    toc: fm.hide_table_of_contents ? [] : buildToc(pageHeadings(body), fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3),
    editUrl: editUrlOf(config.editUrl, post.filePath, () => ({
      blogDirPath: config.contentDir,
      blogPath: pathInside(post.filePath, config.contentDir),
      permalink: post.permalink,
      locale,
    })),
    lastUpdated: lastUpdatedOf(config, post.filePath, post.frontMatter.last_update, lastCommitDate),
    newer: link(newer),
    older: link(older),
    noindex,
    searchable: Boolean(config.searchSection) && !post.unlisted && !post.draft,
    // Changelog entries list their committers instead of author cards.
    committers: config.authors === 'list',
    // The BlogPosting, with the same image as og:image; none for unlisted posts.
    jsonLd: noindex || !config.structuredData ? undefined : postStructuredData(post, config, siteUrl, urlOf(post.image) ?? socialCard),
    hasMath: Boolean(flags.hasMath),
    /** The post's own `<head>` from its Markdown (src/markdown/remark-page-head.ts). */
    pageHead: flags.pageHead as PageHead | undefined,
  };
}
