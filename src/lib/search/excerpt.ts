// Pagefind excerpt → a clean snippet of body text. Pagefind cuts a window of words out of
// the page's text, which reads machine-glued in Chinese:
// - it ends every block that has no final punctuation with ". ", so a heading runs into the
//   paragraph under it (「侧边栏. 侧边栏把…」); table cells end with " ·" (prepareForIndex in
//   src/integrations/search-index.ts);
// - the window starts and ends anywhere, with nothing to say that text was cut;
// - whitespace runs and leftover punctuation survive.
// cleanExcerpt drops a leading heading (the result already shows it as its title), turns the
// remaining block breaks after Chinese text into 「。」, drops leading punctuation debris,
// collapses whitespace, and adds 「…」 where the snippet starts or ends inside a sentence.
// The highlights (<mark>) are kept; the result is escaped HTML whose only tags are <mark>.
import { decodeEntities, escapeHtml, excerptText, stripZwsp } from './text';

interface Char {
  c: string;
  mark: boolean;
}

/** Characters that end a sentence or a clause a snippet may stop at. */
const SENTENCE_END = /[。！？!?…；;：:]/u;
/** Chinese text (Han) and full-width punctuation, after which Pagefind's ". " is a block break. */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Full-width punctuation a cell separator may follow. */
const PAUSE = /[。！？；：，、]/u;
/** What a snippet may start with: letters, digits, Han, opening quotes and brackets of prose. */
const GOOD_START = /[\p{L}\p{N}「『（《“‘【〈]/u;

function parse(excerpt: string): Char[] {
  const chars: Char[] = [];
  let mark = false;
  for (const part of stripZwsp(excerpt).split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') mark = true;
    else if (part === '</mark>') mark = false;
    else for (const c of decodeEntities(part)) chars.push({ c: /\s/u.test(c) ? ' ' : c, mark });
  }
  return collapseSpaces(chars);
}

/** Whitespace runs become one space. */
function collapseSpaces(chars: Char[]): Char[] {
  return chars.filter((ch, i) => !(ch.c === ' ' && chars[i - 1]?.c === ' '));
}

const text = (chars: Char[]) => chars.map((ch) => ch.c).join('');

/** Whitespace-normalised plain text, to find the excerpt in the page's content. */
export function plainText(s: string): string {
  return excerptText(s).replace(/\s+/gu, ' ').trim();
}

/** Index of Pagefind's block break (". ") after a CJK character, from `from`, or -1. */
function blockBreak(chars: Char[], from = 0): number {
  for (let i = Math.max(from, 1); i < chars.length - 1; i++) {
    if (chars[i]!.c === '.' && chars[i + 1]!.c === ' ' && CJK.test(chars[i - 1]!.c)) return i;
  }
  return -1;
}

function serialize(chars: Char[]): string {
  let out = '';
  let open = false;
  for (const ch of chars) {
    if (ch.mark && !open) out += '<mark>';
    if (!ch.mark && open) out += '</mark>';
    open = ch.mark;
    out += escapeHtml(ch.c);
  }
  if (open) out += '</mark>';
  // A space between two highlights is highlighted with them.
  return out.replace(/<\/mark>( ?)<mark>/g, '$1');
}

export interface ExcerptContext {
  /** Title shown above the snippet (the heading of a section, or the page title). */
  heading?: string;
  /** The page's indexed text; tells whether the snippet starts or ends inside the text. */
  content?: string;
}

/** Clean snippet HTML (only <mark>) from a Pagefind excerpt. */
export function cleanExcerpt(excerpt: string, context: ExcerptContext = {}): string {
  let chars = parse(excerpt);
  while (chars[0]?.c === ' ') chars.shift();
  while (chars[chars.length - 1]?.c === ' ') chars.pop();
  if (!chars.length) return '';

  // Where the window sits in the page's text.
  const original = text(chars);
  const content = context.content ? plainText(context.content) : undefined;
  const at = content ? content.indexOf(original) : -1;
  let cutStart = at > 0 && !/[.。！？!?；;：:]$/u.test(content!.slice(0, at).trimEnd());
  let cutEnd = at >= 0 && at + original.length < content!.length;

  // A leading heading (or its tail) and its block break go: the result shows the heading.
  const heading = context.heading?.trim();
  const first = blockBreak(chars);
  if (heading && first > 0 && heading.endsWith(text(chars.slice(0, first)).trim())) {
    chars = chars.slice(first + 2);
    cutStart = false;
  }

  // Other block breaks after Chinese text read as a full stop, also at the very end.
  for (let i = blockBreak(chars); i >= 0; i = blockBreak(chars, i)) chars.splice(i, 2, { c: '。', mark: false });
  const last = chars.length - 1;
  if (last > 0 && chars[last]!.c === '.' && CJK.test(chars[last - 1]!.c)) chars[last] = { c: '。', mark: false };
  // A cell separator after punctuation is redundant; trailing separators go.
  chars = collapseSpaces(chars.filter((ch, i) => !(ch.c === '·' && chars[i - 1]?.c === ' ' && PAUSE.test(chars[i - 2]?.c ?? ''))));
  while (chars.length && /[\s·]/u.test(chars[chars.length - 1]!.c)) chars.pop();

  // Leading debris (closing brackets, commas, code punctuation) is cut off.
  let dropped = false;
  while (chars.length && !GOOD_START.test(chars[0]!.c)) {
    chars.shift();
    dropped = true;
  }
  if (!chars.length) return '';
  if (dropped) cutStart = true;
  // A snippet that stops after a sentence or clause is not cut.
  if (SENTENCE_END.test(chars[chars.length - 1]!.c)) cutEnd = false;

  return `${cutStart ? '…' : ''}${serialize(chars)}${cutEnd ? '…' : ''}`;
}
