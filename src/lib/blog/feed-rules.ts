// Test support (feeds.test.ts and the content tests on the build): reads a feed with two
// maintained parsers (feedsmith for RSS, Atom and JSON Feed; @rowanmanning/feed-parser for RSS
// and Atom) and checks the rules of its standard that a lenient parser lets through. Returns
// one line per problem; an empty list means the feed conforms.
//   RSS 2.0 (rssboard.org/rss-specification), Atom 1.0 (RFC 4287), JSON Feed 1.1.
// No relative imports: the content tests import this file directly with Node's type stripping.
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { parseFeed as readerParse } from '@rowanmanning/feed-parser';

export type FeedFormat = 'rss' | 'atom' | 'json';

// XML 1.0 §2.2: C0 controls other than tab, LF and CR may not appear, even escaped.
const FORBIDDEN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// RFC 3339 date-time, as Atom (§3.3) and JSON Feed require.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
// RFC 822 date as RSS 2.0 requires (day name optional, four-digit year accepted).
const RFC822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(:\d{2})? (GMT|UT|Z|[+-]\d{4}|[A-Z]{3})$/;

const isAbsoluteUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** XML well-formedness the parsers forgive: forbidden characters, stray `&`, unbalanced tags. */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>'))
    problems.push('XML: the document does not start with the XML declaration (version 1.0, utf-8)');
  const forbidden = FORBIDDEN_XML.exec(xml);
  if (forbidden)
    problems.push(`XML: forbidden character U+${forbidden[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()} at offset ${forbidden.index}`);
  const body = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]!);
    else if (stack.pop() !== m[2]) {
      problems.push(`XML: </${m[2]}> closes an element it did not open`);
      break;
    }
  }
  if (stack.length) problems.push(`XML: <${stack.at(-1)}> is never closed`);
  const stray = /&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[\da-fA-F]+;)/.exec(body);
  if (stray) problems.push(`XML: unescaped "&" at offset ${stray.index}`);
  return problems;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    if (seen.has(v)) return true;
    seen.add(v);
    return false;
  });
}

function rssProblems(xml: string): string[] {
  const feed = parseRssFeed(xml);
  const problems: string[] = [];
  if (!feed.title) problems.push('RSS: channel has no <title>');
  if (!isAbsoluteUrl(feed.link)) problems.push('RSS: channel has no absolute <link>');
  if (!feed.description) problems.push('RSS: channel has no <description>');
  if (!feed.atom?.links?.some((l) => l.rel === 'self' && isAbsoluteUrl(l.href))) problems.push('RSS: channel has no <atom:link rel="self">');
  const items = feed.items ?? [];
  items.forEach((item, i) => {
    const at = `RSS item ${i + 1} (${item.title ?? item.link ?? '?'})`;
    if (!item.title && !item.description) problems.push(`${at}: needs a <title> or a <description>`);
    if (!item.guid?.value) problems.push(`${at}: has no <guid>`);
    else if (item.guid.isPermaLink !== false && !isAbsoluteUrl(item.guid.value)) problems.push(`${at}: permalink <guid> is not an absolute URL`);
    const pubDate = /<pubDate>([^<]*)<\/pubDate>/.exec(xml.split('<item>')[i + 1] ?? '')?.[1];
    if (!pubDate || !RFC822.test(pubDate)) problems.push(`${at}: <pubDate> is not an RFC 822 date (${pubDate ?? 'missing'})`);
  });
  for (const id of duplicates(items.map((item) => item.guid?.value ?? ''))) problems.push(`RSS: <guid> ${id} appears twice`);
  return problems;
}

function atomProblems(xml: string): string[] {
  const feed = parseAtomFeed(xml);
  const problems: string[] = [];
  const entries = feed.entries ?? [];
  // §4.1.1: exactly one id, title, updated; authors on the feed unless every entry has one.
  if (!isAbsoluteUrl(feed.id)) problems.push('Atom feed: <id> is missing or not an IRI');
  if (!feed.title?.value) problems.push('Atom feed: <title> is missing');
  if (!RFC3339.test(String(feed.updated ?? ''))) problems.push(`Atom feed: <updated> is not an RFC 3339 date (${String(feed.updated)})`);
  const feedHasAuthor = Boolean(feed.authors?.some((a) => a.name));
  if (!feedHasAuthor && entries.some((e) => !e.authors?.some((a) => a.name)))
    problems.push('Atom feed: no <author> on the feed and some entries have none (RFC 4287 §4.1.1)');
  if (!feed.links?.some((l) => l.rel === 'self' && isAbsoluteUrl(l.href))) problems.push('Atom feed: no <link rel="self">');
  const alternates = (feed.links ?? []).filter((l) => !l.rel || l.rel === 'alternate').map((l) => `${l.type ?? ''}|${l.hreflang ?? ''}`);
  if (duplicates(alternates).length) problems.push('Atom feed: two alternate links share a type and hreflang (RFC 4287 §4.1.1)');
  // Dates are read from the raw text: the parser keeps them as written, but check both.
  const rawUpdated = [...xml.matchAll(/<(updated|published)>([^<]*)<\/\1>/g)].map((m) => m[2]!);
  for (const date of rawUpdated) if (!RFC3339.test(date)) problems.push(`Atom: date ${date} is not RFC 3339`);
  entries.forEach((entry, i) => {
    const at = `Atom entry ${i + 1} (${entry.title?.value ?? entry.id ?? '?'})`;
    // §4.1.2
    if (!isAbsoluteUrl(entry.id)) problems.push(`${at}: <id> is missing or not an IRI`);
    if (!entry.title?.value) problems.push(`${at}: <title> is missing`);
    if (!entry.updated) problems.push(`${at}: <updated> is missing`);
    if (!feedHasAuthor && !entry.authors?.some((a) => a.name)) problems.push(`${at}: no <author> and the feed has none (RFC 4287 §4.1.2)`);
    const hasAlternate = entry.links?.some((l) => (!l.rel || l.rel === 'alternate') && isAbsoluteUrl(l.href));
    if (!entry.content && !hasAlternate) problems.push(`${at}: no <content> and no alternate <link> (RFC 4287 §4.1.2)`);
  });
  for (const id of duplicates(entries.map((e) => e.id ?? ''))) problems.push(`Atom: entry <id> ${id} appears twice`);
  return problems;
}

function jsonProblems(text: string): string[] {
  const problems: string[] = [];
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    return [`JSON Feed: not JSON (${(error as Error).message})`];
  }
  const feed = parseJsonFeed(raw);
  if (raw.version !== 'https://jsonfeed.org/version/1.1')
    problems.push(`JSON Feed: version is ${String(raw.version)}, expected https://jsonfeed.org/version/1.1`);
  if (!feed.title) problems.push('JSON Feed: title is missing');
  if (!isAbsoluteUrl(feed.home_page_url)) problems.push('JSON Feed: home_page_url is missing');
  if (!isAbsoluteUrl(feed.feed_url)) problems.push('JSON Feed: feed_url is missing');
  for (const a of (raw.authors as unknown[] | undefined) ?? [])
    if (!a || typeof a !== 'object' || !('name' in a || 'url' in a)) problems.push('JSON Feed: an author has neither name nor url');
  const items = (raw.items as Record<string, unknown>[] | undefined) ?? [];
  if (!Array.isArray(raw.items)) problems.push('JSON Feed: items is not an array');
  items.forEach((item, i) => {
    const at = `JSON Feed item ${i + 1} (${String(item.title ?? item.id)})`;
    if (typeof item.id !== 'string' || !item.id) problems.push(`${at}: id must be a non-empty string`);
    if (typeof item.content_html !== 'string' && typeof item.content_text !== 'string') problems.push(`${at}: needs content_html or content_text`);
    for (const key of ['date_published', 'date_modified']) if (key in item && !RFC3339.test(String(item[key]))) problems.push(`${at}: ${key} is not RFC 3339`);
    if ('url' in item && !isAbsoluteUrl(item.url)) problems.push(`${at}: url is not absolute`);
  });
  for (const id of duplicates(items.map((item) => String(item.id)))) problems.push(`JSON Feed: item id ${id} appears twice`);
  return problems;
}

/**
 * Problems of one feed document. The parsers must read it (a parse failure is a problem) and
 * find as many items as the document has; then the format's own rules.
 */
export function feedProblems(format: FeedFormat, text: string): string[] {
  try {
    if (format === 'json') return jsonProblems(text);
    const problems = xmlProblems(text);
    problems.push(...(format === 'rss' ? rssProblems(text) : atomProblems(text)));
    const read = readerParse(text);
    const expected = (text.match(format === 'rss' ? /<item>/g : /<entry>/g) ?? []).length;
    if (read.meta.type !== format) problems.push(`@rowanmanning/feed-parser reads it as ${read.meta.type}, not ${format}`);
    if (!read.title) problems.push('@rowanmanning/feed-parser finds no title');
    if (read.items.length !== expected) problems.push(`@rowanmanning/feed-parser finds ${read.items.length} items of ${expected}`);
    if (read.items.some((item) => !item.url || !item.title)) problems.push('@rowanmanning/feed-parser finds an item without url or title');
    return problems;
  } catch (error) {
    return [`${format}: a parser refused the document (${(error as Error).name}: ${(error as Error).message})`];
  }
}
