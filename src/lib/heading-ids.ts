// Explicit heading ids, Docusaurus' syntax: `## 安装依赖 {#install-dependencies}` gives the
// heading the id `install-dependencies` (stable across rewording, and readable in a link)
// instead of the slug of its text. In MDX a `{` starts an expression, so the source is escaped
// first (`\{#…}`), as Docusaurus' `markdown.mdx1Compat.headingIds` does.

// With its extension: scripts/check-content.mjs reaches this file in plain Node.
import { fenceTracker } from './code-fences.ts';

/** What an id may hold: anything but braces and white space. */
const ID = String.raw`[^{}\s]+`;
const TRAILING_ID = new RegExp(String.raw`\s*\{#(${ID})\}$`);
/** The same suffix on a heading line of MDX source, not yet escaped. */
const UNESCAPED_ID = new RegExp(String.raw`(^|[^\\])\{#(${ID})\}(\s*)$`);

/** The heading text without a trailing `{#id}`, and the id. */
export function splitHeadingId(text: string): { text: string; id?: string } {
  const m = TRAILING_ID.exec(text);
  return m ? { text: text.slice(0, m.index), id: m[1] } : { text };
}

/** MDX source with the `{#id}` of ATX heading lines escaped; fenced code is left as written. */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  const code = fenceTracker();
  return source
    .split('\n')
    .map((line) => (!code.step(line) && /^\s{0,3}#{1,6}[ \t]/.test(line) ? line.replace(UNESCAPED_ID, '$1\\{#$2}$3') : line))
    .join('\n');
}
