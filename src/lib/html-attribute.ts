/**
 * The text of an HTML attribute value as Astro writes it (it escapes `"`, `'`, `<`, `>` and `&`):
 * for post-build code that reads attributes out of built pages with regular expressions.
 */
export const decodeAttribute = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
