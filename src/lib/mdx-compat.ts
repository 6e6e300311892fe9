// What Docusaurus 3 still accepts in .mdx by default (markdown.mdx1Compat) and MDX 3 rejects:
// `{#id}` after a heading and HTML comments (`<!-- … -->`, the blog's `<!-- truncate -->`
// too). The source is rewritten before MDX parses it: ids escaped (src/lib/heading-ids.ts),
// comments turned into MDX comments `{/* … */}`. Fenced and inline code are left as written.
import { escapeHeadingIds } from './heading-ids';

/** HTML comments outside code as MDX comments; a star-slash inside one is split so it cannot end it. */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  let fence = '';
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (!inComment && fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = '';
        return line;
      }
      if (!inComment && marker) {
        fence = marker;
        return line;
      }
      let out = '';
      for (let i = 0; i < line.length; ) {
        if (inComment) {
          if (line.startsWith('-->', i)) [out, i, inComment] = [`${out}*/}`, i + 3, false];
          else if (line.startsWith('*/', i)) [out, i] = [`${out}* /`, i + 2];
          else [out, i] = [out + line[i], i + 1];
          continue;
        }
        const ticks = /^`+/.exec(line.slice(i))?.[0];
        if (ticks) {
          const close = line.indexOf(ticks, i + ticks.length);
          const end = close === -1 ? i + ticks.length : close + ticks.length;
          [out, i] = [out + line.slice(i, end), end];
        } else if (line.startsWith('<!--', i)) [out, i, inComment] = [`${out}{/*`, i + 4, true];
        else [out, i] = [out + line[i], i + 1];
      }
      return out;
    })
    .join('\n');
}

/** An .mdx source as Docusaurus' MDX 1 compatibility would read it. */
export const mdx1Compat = (source: string): string => htmlCommentsToMdx(escapeHeadingIds(source));
