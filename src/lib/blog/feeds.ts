// RSS 2.0, Atom 1.0 and JSON Feed 1.1 documents of a blog instance (the same items in all
// three). Items carry the full HTML of each post with root-relative links made absolute.
// Written here rather than with a feed library: the three formats are small, and the rules
// that matter (XML 1.0 characters, RFC 4287 authors) are checked by feed-rules.ts in the
// unit and content tests, with two maintained parsers reading the output.
import { MARKER_HTML } from './excerpt';

export interface FeedAuthor {
  name: string;
  url?: string;
  email?: string;
}

export interface FeedItem {
  /** Absolute URL of the post (also its id). */
  url: string;
  title: string;
  date: Date;
  description?: string;
  /** Full HTML content (root-relative URLs are made absolute). */
  html?: string;
  authors: FeedAuthor[];
  tags: string[];
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the blog's home (e.g. https://docusaurus.io/blog). */
  link: string;
  /** Absolute URL the feed files live under: `${base}/rss.xml`, `/atom.xml`, `/feed.json`. */
  feedBase: string;
  language: string;
  copyright: string;
  generator: string;
  /**
   * Who publishes the feed. RFC 4287 §4.1.1 wants an author on the feed unless every entry
   * has one; posts without authors (changelog entries, some test posts) inherit this one.
   */
  author: FeedAuthor;
  /** Absolute URL of an icon / favicon. */
  icon?: string;
  items: FeedItem[];
}

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
export type FeedKind = keyof typeof FEED_FILES;
export const FEED_KINDS = Object.keys(FEED_FILES) as FeedKind[];
/** `<link rel="alternate">` of each kind: its media type and the word after the feed's title. */
const FEED_LINKS: Record<FeedKind, { type: string; label: string }> = {
  rss: { type: 'application/rss+xml', label: 'RSS' },
  atom: { type: 'application/atom+xml', label: 'Atom' },
  json: { type: 'application/feed+json', label: 'JSON Feed' },
};

/** The posts a feed carries: the newest `limit` (posts come newest first), or all with `false`/`null`, as Docusaurus. */
export const newestForFeed = <T>(posts: readonly T[], limit: number | false | null): T[] => (limit ? posts.slice(0, limit) : [...posts]);

/** Docusaurus' `feedOptions.type`: one kind, `'all'`, a list of kinds, or `null` for no feed. */
export function feedKinds(type: FeedKind | 'all' | FeedKind[] | null): FeedKind[] {
  if (type === null) return [];
  if (type === 'all') return [...FEED_KINDS];
  return FEED_KINDS.filter((kind) => (Array.isArray(type) ? type.includes(kind) : type === kind));
}

/** The head links of a blog's feeds, under its route base. */
export const feedLinks = (routeBasePath: string, feed: { title: string; type: FeedKind[] }) =>
  feed.type.map((kind) => ({ type: FEED_LINKS[kind].type, href: `${routeBasePath}/${FEED_FILES[kind]}`, title: `${feed.title} ${FEED_LINKS[kind].label}` }));

// Characters XML 1.0 forbids (C0 controls except tab, LF, CR; lone surrogates; U+FFFE/FFFF).
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** CDATA section; a `]]>` inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Makes root-relative `href`/`src`/`srcset` URLs absolute against the site origin. */
export function absolutizeHtml(html: string, origin: string): string {
  const base = origin.replace(/\/$/, '');
  return html
    .replace(/\s(href|src|poster)="(\/(?!\/)[^"]*)"/g, (_m, attr: string, url: string) => ` ${attr}="${base}${url}"`)
    .replace(/\ssrcset="([^"]*)"/g, (_m, set: string) => ` srcset="${set.replace(/(^|,\s*)(\/(?!\/))/g, `$1${base}/`)}"`);
}

/**
 * Removes what a feed reader should not get: scripts, styles, stylesheet links, inline event
 * handlers, buttons, heading hash links and the code-block chrome (copy button, syntax colour
 * variables, screen-reader-only frame labels).
 */
export function cleanFeedHtml(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<button\b[\s\S]*?<\/button>/gi, '')
    .replace(/<a\b[^>]*class="dz-hash-link"[^>]*>[\s\S]*?<\/a>/gi, '')
    .replace(/<div class="copy">(?:<div[^>]*><\/div>)*<\/div>/g, '')
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')
    .replace(/\sstyle="--0:[^"]*"/g, '')
    .replace(/\son[a-z]+="[^"]*"/gi, '')
    .replace(new RegExp(MARKER_HTML.source, 'g'), '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const updated = (feed: Feed) => feed.items[0]?.date ?? new Date(0);

/** The lines of an XML element, its optional ones left out when empty. */
const lines = (parts: string[]) => parts.filter(Boolean).join('\n');

export function rss(feed: Feed): string {
  const items = feed.items
    .map((item) =>
      lines([
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        `      <pubDate>${item.date.toUTCString()}</pubDate>`,
        item.description ? `      <description>${escapeXml(item.description)}</description>` : '',
        item.html ? `      <content:encoded>${cdata(item.html)}</content:encoded>` : '',
        ...item.authors.map((a) => `      <dc:creator>${escapeXml(a.name)}</dc:creator>`),
        ...item.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
        '    </item>',
      ]),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <description>${escapeXml(feed.description)}</description>
    <lastBuildDate>${updated(feed).toUTCString()}</lastBuildDate>
    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>
    <generator>${escapeXml(feed.generator)}</generator>
    <language>${escapeXml(feed.language)}</language>
    <copyright>${escapeXml(feed.copyright)}</copyright>
    <atom:link href="${escapeXml(`${feed.feedBase}/${FEED_FILES.rss}`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

function atomPerson(a: FeedAuthor, indent: string): string {
  return lines([
    `${indent}<author>`,
    `${indent}  <name>${escapeXml(a.name)}</name>`,
    a.email ? `${indent}  <email>${escapeXml(a.email)}</email>` : '',
    a.url ? `${indent}  <uri>${escapeXml(a.url)}</uri>` : '',
    `${indent}</author>`,
  ]);
}

export function atom(feed: Feed): string {
  const entries = feed.items
    .map((item) =>
      lines([
        '  <entry>',
        `    <title type="html">${escapeXml(item.title)}</title>`,
        `    <id>${escapeXml(item.url)}</id>`,
        `    <link href="${escapeXml(item.url)}"/>`,
        `    <updated>${item.date.toISOString()}</updated>`,
        `    <published>${item.date.toISOString()}</published>`,
        item.description ? `    <summary type="html">${escapeXml(item.description)}</summary>` : '',
        item.html ? `    <content type="html">${escapeXml(item.html)}</content>` : '',
        ...item.authors.map((a) => atomPerson(a, '    ')),
        ...item.tags.map((t) => `    <category label="${escapeXml(t)}" term="${escapeXml(t)}"/>`),
        '  </entry>',
      ]),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">
  <id>${escapeXml(feed.link)}</id>
  <title>${escapeXml(feed.title)}</title>
  <updated>${updated(feed).toISOString()}</updated>
  <generator>${escapeXml(feed.generator)}</generator>
  <link rel="alternate" href="${escapeXml(feed.link)}"/>
  <link rel="self" href="${escapeXml(`${feed.feedBase}/${FEED_FILES.atom}`)}"/>
  <subtitle>${escapeXml(feed.description)}</subtitle>
${atomPerson(feed.author, '  ')}
${feed.icon ? `  <icon>${escapeXml(feed.icon)}</icon>\n` : ''}  <rights>${escapeXml(feed.copyright)}</rights>
${entries}
</feed>
`;
}

const jsonAuthor = (a: FeedAuthor) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) });

export function jsonFeed(feed: Feed): string {
  const doc = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.link,
    feed_url: `${feed.feedBase}/${FEED_FILES.json}`,
    description: feed.description,
    language: feed.language,
    ...(feed.icon ? { favicon: feed.icon } : {}),
    authors: [jsonAuthor(feed.author)],
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      ...(item.html ? { content_html: item.html } : { content_text: item.description ?? item.title }),
      ...(item.description ? { summary: item.description } : {}),
      date_published: item.date.toISOString(),
      ...(item.authors.length ? { authors: item.authors.map(jsonAuthor) } : {}),
      ...(item.tags.length ? { tags: item.tags } : {}),
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

const RENDER: Record<FeedKind, (feed: Feed) => string> = { rss, atom, json: jsonFeed };

export const renderFeed = (kind: FeedKind, feed: Feed) => ({ body: RENDER[kind](feed), contentType: `${FEED_LINKS[kind].type}; charset=utf-8` });
