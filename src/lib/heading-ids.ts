// Explicit heading ids, Docusaurus' syntax: `## 安装依赖 {#install-dependencies}` gives the
// heading the id `install-dependencies` (stable across rewording, and readable in a link)
// instead of the slug of its text. In MDX a `{` starts an expression, so the source is escaped
// first (`\{#…}`), as Docusaurus' `markdown.mdx1Compat.headingIds` does.

const TRAILING_ID = /\s*\{#([^{}\s]+)\}$/;

/** The heading text without a trailing `{#id}`, and the id. */
export function splitHeadingId(text: string): { text: string; id?: string } {
  const m = TRAILING_ID.exec(text);
  return m ? { text: text.slice(0, m.index), id: m[1] } : { text };
}

/** MDX source with the `{#id}` of ATX heading lines escaped; fenced code is left as written. */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence = '';
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = '';
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return /^\s{0,3}#{1,6}[ \t]/.test(line) ? line.replace(/(^|[^\\])\{#([^{}\s]+)\}(\s*)$/, '$1\\{#$2}$3') : line;
    })
    .join('\n');
}
