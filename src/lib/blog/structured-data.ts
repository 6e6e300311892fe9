// schema.org data of the blog pages, as the classic theme writes it: a post is a BlogPosting
// that is part of its Blog, and a list page is a Blog holding the posts it shows. Unlisted
// posts get none (they ask not to be indexed).
import { urlOf } from '../assets';
import type { BlogConfig, ListPage, Post } from './types';

type Thing = Record<string, unknown>;

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

function person(author: Post['authors'][number]): Thing {
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.imageUrl ? { image: author.imageUrl } : {}),
  };
}

/**
 * One post as a BlogPosting. `image` is the post's share image (its front matter's or its
 * social card); a list leaves it out when the front matter names none, so a page of ten posts
 * does not list ten generated cards.
 */
export function blogPosting(post: Post, siteUrl: string, image: string | undefined = urlOf(post.image)): Thing {
  const url = absolute(post.permalink, siteUrl);
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.date.toISOString(),
    author: post.authors.filter((a) => a.name).map(person),
    ...(image ? { image: absolute(image, siteUrl) } : {}),
    // The front matter's keywords, as Docusaurus; the tags say the same to a reader, so they
    // stand in when a post names no keywords.
    keywords: post.frontMatter.keywords ?? post.tags.map((tag) => tag.label),
    inLanguage: 'zh-CN',
  };
}

/** A post page's data: the BlogPosting, with the blog it belongs to. */
export function postStructuredData(post: Post, config: BlogConfig, siteUrl: string, image: string): Thing {
  return {
    '@context': 'https://schema.org',
    ...blogPosting(post, siteUrl, image),
    isPartOf: { '@type': 'Blog', '@id': absolute(config.routeBasePath, siteUrl), name: config.title },
  };
}

/** A list page's data (/blog, /blog/page/2 …): the Blog and the posts on that page. */
export function listStructuredData(page: ListPage, config: BlogConfig, siteUrl: string): Thing {
  const url = absolute(page.permalink, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: config.title,
    description: config.description,
    blogPost: page.posts.map((post) => blogPosting(post, siteUrl)),
  };
}
