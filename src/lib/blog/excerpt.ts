// Excerpts: list pages show a post up to its truncate marker — `<!-- truncate -->` in
// Markdown, `{/* truncate */}` in MDX — followed by 阅读更多. A post without a marker is
// shown whole (as Docusaurus does).

const MARKER_SOURCE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const MARKER_HTML = /<!--\s*truncate\s*-->/;

/** Whether the Markdown/MDX source has a truncate marker outside code fences. */
export function hasTruncateMarker(body: string): boolean {
  return MARKER_SOURCE.test(stripFences(body));
}

function stripFences(body: string): string {
  return body.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** The rendered HTML before the marker; `found` is false when the HTML carries no marker (MDX). */
export function splitExcerpt(html: string): { excerpt: string; found: boolean } {
  const m = MARKER_HTML.exec(html);
  // The footnotes section comes after the marker, so the excerpt drops its references to it.
  return m ? { excerpt: stripFootnoteRefs(html.slice(0, m.index)), found: true } : { excerpt: html, found: false };
}

/** Removes footnote reference marks (`<sup><a data-footnote-ref …>1</a></sup>`). */
export function stripFootnoteRefs(html: string): string {
  return html.replace(/<sup><a [^>]*data-footnote-ref[^>]*>[^<]*<\/a><\/sup>/g, '');
}

/** The Markdown before the marker (used for descriptions). */
export function sourceExcerpt(body: string): string {
  const m = MARKER_SOURCE.exec(body);
  return m ? body.slice(0, m.index) : body;
}

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

/** A one-paragraph description from Markdown: first paragraph of plain text, cut at `max` characters. */
export function markdownDescription(body: string, max = 160): string {
  const paragraphs = sourceExcerpt(body)
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(#|import |export |<!--|:::|!\[|\||>)/.test(p));
  const plain = markdownPlainText(paragraphs[0] ?? '');
  const chars = [...plain];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : plain;
}
