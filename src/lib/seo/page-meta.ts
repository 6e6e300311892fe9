// The metadata tags of every page's <head>: title, description, robots, canonical and hreflang
// links, Open Graph and Twitter tags with the share image. Computed here from plain data; the
// page's own `<head>` from its Markdown replaces tags of the same kind (src/lib/head-tags.ts).
import { type LocalAsset, urlOf } from '../assets';
import type { HeadTag } from '../head-tags';
import { CARD_HEIGHT, CARD_WIDTH } from '../social-card/card';
import { cleanPath } from '../urls';

export interface PageMetaInput {
  site: { url: string; title: string; siteName: string };
  /** The page's URL path as built (`page.html` files; public URLs are clean). */
  pathname: string;
  title: string;
  description: string;
  noindex?: boolean;
  /** A URL, or a file next to the page's Markdown (served as an asset, copied by the post-build pass). */
  image?: string | LocalAsset;
  keywords?: string[];
  type?: 'website' | 'article';
  /** The page's social card: its path and its alt text, used when the page names no image. */
  card: { path: string; alt: string };
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: id, content } });
const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });

/** `Title | Site`, or the site's title alone on the page titled by it. */
const fullTitle = (title: string, siteTitle: string): string => (title === siteTitle ? title : `${title} | ${siteTitle}`);

export function pageMetaTags({ site, pathname, title, description, noindex = false, image, keywords, type = 'website', card }: PageMetaInput): HeadTag[] {
  const full = fullTitle(title, site.title);
  const canonical = new URL(cleanPath(pathname), site.url).href;
  const ogImage = new URL(urlOf(image) ?? card.path, site.url).href;
  const ogImageAlt = image ? full : card.alt;
  return [
    { tag: 'meta', attrs: { charset: 'utf-8' } },
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    { tag: 'title', attrs: {}, text: full },
    meta('name', 'description', description),
    ...(keywords?.length ? [meta('name', 'keywords', keywords.join(', '))] : []),
    ...(noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    link({ rel: 'canonical', href: canonical }),
    link({ rel: 'alternate', hreflang: 'zh-CN', href: canonical }),
    link({ rel: 'alternate', hreflang: 'x-default', href: canonical }),
    meta('property', 'og:title', full),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', type),
    meta('property', 'og:locale', 'zh_CN'),
    meta('property', 'og:site_name', site.siteName),
    // A file next to the Markdown is named for the post-build pass, which copies it.
    typeof image === 'object'
      ? { tag: 'meta', attrs: { property: 'og:image', content: ogImage, 'data-dz-asset': image.source } }
      : meta('property', 'og:image', ogImage),
    ...(image
      ? []
      : [
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(CARD_WIDTH)),
          meta('property', 'og:image:height', String(CARD_HEIGHT)),
        ]),
    meta('property', 'og:image:alt', ogImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', ogImage),
    meta('name', 'twitter:image:alt', ogImageAlt),
  ];
}
