// Text helpers shared by the index step (build time) and the search adapter (browser).
//
// Chinese segmentation: Pagefind segments Chinese at index time with a dictionary (jieba)
// and the browser segments the query with another one (ICU), and the two often disagree
// (侧边栏 is indexed as 侧边 + 栏 but may be queried as one word, so it matches nothing).
// We make both sides agree by construction: the index step puts a zero-width space between
// every two Han characters, so each character is one indexed word, and the adapter sends
// Han runs as single characters and as exact phrases (see query.ts). The zero-width spaces
// are invisible and are stripped from everything the adapter shows.

/** One Han (Chinese) character. */
export const HAN = /\p{Script=Han}/u;
const HAN_PAIR = /(\p{Script=Han})(?=\p{Script=Han})/gu;
export const ZWSP = '\u200B';

/** Puts a zero-width space between adjacent Han characters. */
export function separateHan(text: string): string {
  return text.replace(HAN_PAIR, `$1${ZWSP}`);
}

/** Removes the separators added by separateHan (and any other zero-width space). */
export function stripZwsp(text: string): string {
  return text.replace(/\u200B/g, '');
}

// A tag, with quoted attribute values that may contain ">".
const TAG = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * Applies separateHan to the text between the tags of an HTML document (attribute values,
 * comments, scripts and styles are left alone). Used on the HTML handed to Pagefind only;
 * the served pages keep their text.
 */
export function separateHanInHtml(html: string): string {
  let out = '';
  let last = 0;
  let rawUntil: string | null = null;
  for (const m of html.matchAll(TAG)) {
    const tag = m[0];
    const start = m.index;
    const text = html.slice(last, start);
    out += rawUntil ? text : separateHan(text);
    out += tag;
    last = start + tag.length;
    const name = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(tag);
    if (!name) continue;
    const tagName = name[2]!.toLowerCase();
    if (rawUntil) {
      if (name[1] === '/' && tagName === rawUntil) rawUntil = null;
    } else if (!name[1] && (tagName === 'script' || tagName === 'style')) {
      rawUntil = tagName;
    }
  }
  const rest = html.slice(last);
  return out + (rawUntil ? rest : separateHan(rest));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use in HTML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes named basics and numeric entities: those Pagefind leaves in excerpts, and those of
 * raw HTML in a Markdown twin (src/lib/llms/html.ts, where `&nbsp;` becomes a plain space).
 */
export function decodeEntities(text: string, nbsp = '\u00a0'): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    const name = body.toLowerCase();
    return name === 'nbsp' ? nbsp : (NAMED[name] ?? m);
  });
}

/**
 * Turns a Pagefind excerpt (text with `<mark>` around matches, partly entity-escaped) into
 * safe HTML whose only tags are `<mark>` and `</mark>`: every other character is escaped,
 * whatever the page contained.
 */
export function safeHighlight(excerpt: string): string {
  let open = false;
  let out = '';
  for (const part of stripZwsp(excerpt).split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') {
      if (!open) out += '<mark>';
      open = true;
    } else if (part === '</mark>') {
      if (open) out += '</mark>';
      open = false;
    } else {
      out += escapeHtml(decodeEntities(part));
    }
  }
  // Adjacent single-character marks (one per Han character) read as one highlight.
  out = out.replace(/<\/mark>(\s*)<mark>/g, '$1');
  return open ? `${out}</mark>` : out;
}

/** Plain text of an excerpt (marks removed, entities decoded). */
export function excerptText(excerpt: string): string {
  return decodeEntities(stripZwsp(excerpt).replace(/<\/?mark>/g, ''));
}
