// Docusaurus-style magic comments in code blocks (`highlight-next-line`, `highlight-start` /
// `highlight-end`, `error-next-line`) become Expressive Code line markers; the comments are
// removed. Also records which pages contain Mermaid diagrams and maths.
import type { Root, Code } from 'mdast';
import { visit } from 'unist-util-visit';

const COMMENT = /^\s*(?:\/\/|#|<!--|\/\*|%|--)\s*(highlight-next-line|highlight-start|highlight-end|error-next-line)\s*(?:-->|\*\/)?\s*$/;

export function applyMagicComments(value: string): { code: string; mark: number[]; del: number[] } {
  const out: string[] = [];
  const mark: number[] = [];
  const del: number[] = [];
  let pending: 'mark' | 'del' | null = null;
  let inRange = false;
  for (const line of value.split('\n')) {
    const m = COMMENT.exec(line);
    if (m) {
      if (m[1] === 'highlight-next-line') pending = 'mark';
      else if (m[1] === 'error-next-line') pending = 'del';
      else inRange = m[1] === 'highlight-start';
      continue;
    }
    out.push(line);
    const n = out.length;
    if (pending === 'mark' || inRange) mark.push(n);
    if (pending === 'del') del.push(n);
    pending = null;
  }
  return { code: out.join('\n'), mark, del };
}

/** Converts `{1,3-4}` into Expressive Code's `mark={…}` syntax, which it already understands. */
function ranges(lines: number[]): string {
  return lines.join(',');
}

/** A code block's text and meta, its magic comments turned into Expressive Code line markers. */
function withMagicComments(value: string, meta: string | null | undefined): { code: string; meta: string } {
  const { code, mark, del } = applyMagicComments(value);
  const extra = [mark.length ? `mark={${ranges(mark)}}` : '', del.length ? `del={${ranges(del)}}` : ''].filter(Boolean).join(' ');
  return { code, meta: [meta ?? '', extra].filter(Boolean).join(' ') };
}

export default function remarkCodeMeta() {
  return (tree: Root, file: { data: { astro?: { frontmatter?: Record<string, unknown> } } }) => {
    const flags = { hasMath: false };
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') flags.hasMath = true;
      if (node.type !== 'code') return;
      const code = node as Code;
      if (code.lang === 'mermaid') return;
      const marked = withMagicComments(code.value, code.meta);
      if (marked.code === code.value) return;
      code.value = marked.code;
      code.meta = marked.meta;
    });
    file.data.astro ??= {};
    file.data.astro.frontmatter ??= {};
    const fm = file.data.astro.frontmatter;
    Object.assign(fm, flags);
  };
}
