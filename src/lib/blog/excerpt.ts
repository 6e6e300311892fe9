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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(#?\w+);/g,
      (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCodePoint(Number(e.startsWith('#x') ? `0${e.slice(1)}` : e.slice(1))) : m),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A one-paragraph description from Markdown: first paragraph of plain text, cut at `max` characters. */
export function markdownDescription(body: string, max = 160): string {
  const paragraphs = sourceExcerpt(body)
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(#|import |export |<!--|:::|!\[|\||>)/.test(p));
  const text = (paragraphs[0] ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
