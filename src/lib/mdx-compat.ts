// What Docusaurus 3 still accepts in .mdx by default (markdown.mdx1Compat) and MDX 3 rejects:
// `{#id}` after a heading and HTML comments (`<!-- … -->`, the blog's `<!-- truncate -->`
// too). The source is rewritten before MDX parses it: ids escaped (src/lib/heading-ids.ts),
// comments turned into MDX comments `{/* … */}`, and `mdx-code-block` fences unwrapped. Other
// fenced and inline code is left as written.
// With its extension: scripts/check-content.mjs imports this file in plain Node.
import { fenceTracker } from './code-fences.ts';
import { escapeHeadingIds } from './heading-ids.ts';

/** HTML comments outside code as MDX comments; a star-slash inside one is split so it cannot end it. */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const code = fenceTracker();
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      // Inside a comment a fence is just text; outside, fenced code stays as written.
      if (!inComment && code.step(line)) return line;
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

/**
 * The content of `mdx-code-block` fences (three or four backticks, as Docusaurus) as MDX of the
 * page: a way to write MDX that Markdown tools still show as code. Inside other code, such as
 * an example of the syntax, they stay as written.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const out: string[] = [];
  const code = fenceTracker();
  let unwrapping = '';
  for (const line of source.split('\n')) {
    if (unwrapping) {
      if (line.trim() === unwrapping) unwrapping = '';
      else out.push(line);
      continue;
    }
    const open = code.open ? undefined : /^ *(`{3,4}) *mdx-code-block\s*$/.exec(line)?.[1];
    if (open) unwrapping = open;
    else {
      code.step(line);
      out.push(line);
    }
  }
  return out.join('\n');
}

/** An .mdx source as Docusaurus reads it (its MDX 1 compatibility on, as by default). */
export const mdx1Compat = (source: string): string => htmlCommentsToMdx(escapeHeadingIds(unwrapMdxCodeBlocks(source)));
