// Plain text from Markdown source, for descriptions: a page without `description` in its front
// matter is described by its first line of text, the rule of Docusaurus' docs, blog and pages
// plugins (the whole line, no length cut). Markup is dropped; inline code keeps what it says.
import { fenceTracker } from './code-fences';
import { splitHeadingId } from './heading-ids';

/** Emphasis and strikethrough markers (not the underscores inside words such as `snake_case`) and HTML tags. */
function stripInlineMarkup(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/(\*{1,3})(?!\s)(.+?)(?<!\s)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(?!\s)(.+?)(?<!\s)\2(?![\p{L}\p{N}_])/gu, '$1$3')
    .replace(/~~(.+?)~~/g, '$1');
}

/**
 * Plain text of a Markdown paragraph: images dropped, links by their text, inline code by its
 * content as written (`future.experimental_faster` keeps its underscore), markup removed.
 */
export function markdownPlainText(md: string): string {
  const text = md.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/(`+)(.+?)\1(?!`)/gs)) {
    out += stripInlineMarkup(text.slice(last, m.index)) + m[2]!.trim();
    last = m.index + m[0].length;
  }
  return (out + stripInlineMarkup(text.slice(last))).replace(/\s+/g, ' ').trim();
}

/** One source line as description text: '' for lines that carry none (markers, tags, a table). */
function lineText(line: string): string {
  const text = line
    .trim()
    .replace(/<!--.*?-->|\{\/\*.*?\*\/\}/g, '')
    .replace(/^#\s.*$/, '') // the page title is not its description
    .replace(/^#{2,6}\s+(.*?)\s*#*$/, (_, heading: string) => splitHeadingId(heading).text)
    .replace(/^(?:>\s?)+/, '')
    .replace(/^(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/^:::.*$/, '')
    .replace(/\[\^[^\]]+\](?::.*$)?/g, '')
    .replace(/(^|\s):[\w+-]+:(?=\s|$)/g, '$1');
  return text.startsWith('|') ? '' : markdownPlainText(text);
}

/**
 * The description Docusaurus gives a page without one: its first line of text, skipping blank
 * lines, a Setext title, imports and exports (up to the next blank line), fenced code, and lines
 * that hold only markup (JSX, comments, admonition fences). Undefined when there is none.
 */
export function markdownExcerpt(source: string): string | undefined {
  const lines = source
    .trimStart()
    .replace(/^[^\n]*\n=+[ \t]*(?:\n|$)/, '')
    .split(/\r?\n/);
  const code = fenceTracker();
  let inModuleCode = false;
  for (const line of lines) {
    if (code.step(line)) continue;
    if (!line.trim()) {
      inModuleCode = false;
      continue;
    }
    if (inModuleCode || /^(?:import|export)\s/.test(line)) {
      inModuleCode = true;
      continue;
    }
    const text = lineText(line);
    if (text) return text;
  }
  return undefined;
}

/**
 * The page title written in the Markdown itself: a `# Title` (or Setext `Title` over `===`)
 * opening the content, after any block of imports, as Docusaurus reads it when the front matter
 * has no `title`. A trailing `{#id}` or closing `#`s are not part of it.
 */
export function markdownContentTitle(source: string): string | undefined {
  const lines = source.trim().split(/\r?\n/);
  let i = 0;
  while (i < lines.length && /^import\s/.test(lines[i]!)) {
    while (i < lines.length && lines[i]!.trim()) i++;
    while (i < lines.length && !lines[i]!.trim()) i++;
  }
  const first = lines[i] ?? '';
  const atx = /^#[ \t]+(\S.*)$/.exec(first);
  const raw = atx ? splitHeadingId(atx[1]!).text.replace(/\s+#+$/, '') : /^=+\s*$/.test(lines[i + 1] ?? '') && first.trim() ? first : undefined;
  const title = raw === undefined ? '' : markdownPlainText(raw);
  return title || undefined;
}
