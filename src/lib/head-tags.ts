// Head metadata as data: the tags every page gets (title, description, canonical, Open Graph…)
// and the ones a Markdown page adds with its own `<head>` element, as in Docusaurus: a page's
// tag replaces the site's tag of the same kind (the title; a meta of the same name, property
// or http-equiv; the canonical link) and any other is added after them. A page's JSON-LD
// (`<script type="application/ld+json">`) is data, not code, so the Content-Security-Policy
// does not apply to it; it is always added.

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Readonly<Record<string, string>>;
  /** The text of a title; the JSON of a JSON-LD script, `<` escaped. */
  text?: string;
}

/** What a page's `<head>` element says: tags, and classes for `<html>` and `<body>`. */
export interface PageHead {
  tags: HeadTag[];
  htmlClass?: string;
  bodyClass?: string;
}

/**
 * The elements a page's `<head>` may hold. Scripts (other than JSON-LD) and styles would
 * break the Content-Security-Policy.
 */
export const PAGE_HEAD_ELEMENTS = ['title', 'meta', 'link', 'script type="application/ld+json"', 'html', 'body'] as const;

export const JSON_LD = 'application/ld+json';

// React's spellings of the attributes these elements take, as HTML writes them.
const HTML_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  itemProp: 'itemprop',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
};

/** An attribute name as HTML writes it (`className` → `class`). */
export const htmlAttributeName = (name: string): string => HTML_NAMES[name] ?? name;

/** The key under which two tags are the same tag, or undefined when every one counts. */
function identity(tag: HeadTag): string | undefined {
  if (tag.tag === 'title') return 'title';
  if (tag.tag === 'script') return undefined;
  if (tag.tag === 'link') return tag.attrs.rel === 'canonical' ? 'link:canonical' : undefined;
  const { name, property, charset } = tag.attrs;
  const httpEquiv = tag.attrs['http-equiv'];
  if (charset !== undefined) return 'meta:charset';
  const key = name ?? property ?? httpEquiv;
  return key === undefined ? undefined : `meta:${key.toLowerCase()}`;
}

/** The site's tags with the page's: a page tag takes the place of the site tag it matches, the rest follow. */
export function withPageHead(site: HeadTag[], page: HeadTag[] = []): HeadTag[] {
  const siteKeys = site.map(identity);
  const replacing = new Map<string, HeadTag>();
  const added: HeadTag[] = [];
  for (const tag of page) {
    const key = identity(tag);
    if (key && siteKeys.includes(key)) replacing.set(key, tag);
    else added.push(tag);
  }
  const merged = site.map((tag, i) => {
    const key = siteKeys[i];
    return (key && replacing.get(key)) || tag;
  });
  return [...merged, ...added];
}
