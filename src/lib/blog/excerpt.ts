// Excerpts: list pages show a post up to its truncate marker — `<!-- truncate -->` in
// Markdown, `{/* truncate */}` in MDX — followed by 阅读更多. A post without a marker is
// shown whole (as Docusaurus does).

import { fenceTracker } from '../code-fences';

/** Docusaurus' default `truncateMarker`: `<!-- truncate -->`, or `{/* truncate *\/}` in MDX. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** A blog's marker (its `truncateMarker`) as a stateless test: without the g and y flags. */
const once = (marker: RegExp) => new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));

/**
 * Whether a Markdown node's source is the whole marker (src/markdown/remark-truncate-marker.ts):
 * as written, or, for an MDX comment, as the HTML comment it may have been (src/lib/mdx-compat.ts
 * turns `<!-- x -->` into `{/* x *\/}` before MDX reads the file).
 */
export function isTruncateMarker(source: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): boolean {
  const whole = new RegExp(`^\\s*(?:${marker.source})\\s*$`, once(marker).flags);
  const comment = /^\{\/\*([\s\S]*)\*\/\}$/.exec(source.trim());
  return whole.test(source) || (comment !== null && whole.test(`<!--${comment[1]}-->`));
}
/** Where the marker stood, the rendered HTML has an empty hidden element with this attribute. */
export const TRUNCATE_ATTRIBUTE = 'data-dz-truncate';
export const MARKER_HTML = new RegExp(String.raw`<!--\s*truncate\s*-->|<(div|span) ${TRUNCATE_ATTRIBUTE}[^>]*><\/\1>`);

/** The marker as a writer reads it in a message: the default's two forms, else the expression. */
export const markerName = (marker: RegExp): string =>
  marker.source === DEFAULT_TRUNCATE_MARKER.source ? '<!-- truncate --> or {/* truncate */}' : String(marker);

/** Whether the Markdown/MDX source has a truncate marker outside code fences. */
export function hasTruncateMarker(body: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): boolean {
  const code = fenceTracker();
  const test = once(marker);
  return body.split('\n').some((line) => !code.step(line) && test.test(line));
}

/** The rendered HTML before the marker; `found` is false when the HTML carries no marker (MDX). */
export function splitExcerpt(html: string): { excerpt: string; found: boolean } {
  const m = MARKER_HTML.exec(html);
  // The footnotes section comes after the marker, so the excerpt drops its references to it.
  return m ? { excerpt: closeOpenElements(stripFootnoteRefs(html.slice(0, m.index))), found: true } : { excerpt: html, found: false };
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Closes the elements a cut left open: a marker inside a paragraph (`正文<!--truncate-->之后`)
 * cuts the HTML inside that `<p>`. Rendered HTML escapes `<` in text, so its tags are all there is.
 */
export function closeOpenElements(html: string): string {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag) || selfClosing) continue;
    if (!closing) open.push(tag);
    else if (open.at(-1) === tag) open.pop();
  }
  return (
    html +
    open
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('')
  );
}

/** Removes footnote reference marks (`<sup><a data-footnote-ref …>1</a></sup>`). */
export function stripFootnoteRefs(html: string): string {
  return html.replace(/<sup><a [^>]*data-footnote-ref[^>]*>[^<]*<\/a><\/sup>/g, '');
}
