// Docusaurus' magic comments in code blocks become Expressive Code line markers and are
// removed, read as its theme reads them: the directives of docusaurus.io's
// `prism.magicComments` (`highlight-next-line`, `highlight-start` / `highlight-end`, and its own
// `This will error`), each alone on its line in a comment (`//`, `/* */`, `{/* */}`, `#`,
// `<!-- -->`, `%`, `--`); not in a block without a language, a Mermaid diagram, nor in one whose
// meta gives line ranges (`{1,3}`), whose comments stay as written. Also records which pages contain maths.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { pluginFrontmatter } from './plugin-frontmatter';

const LINE_DIRECTIVES: Readonly<Record<string, 'mark' | 'del'>> = { 'highlight-next-line': 'mark', 'This will error': 'del' };
const DIRECTIVES = [...Object.keys(LINE_DIRECTIVES), 'highlight-start', 'highlight-end'].join('|');
const COMMENT = new RegExp(String.raw`^\s*(?:\/\/|#|<!--|\{\s*\/\*|\/\*|%|--)\s*(${DIRECTIVES})\s*(?:-->|\*\/\s*\}|\*\/)?\s*$`);
const LINE_RANGES = /\{[\d,-]+\}/;

export function applyMagicComments(value: string, lang: string | null | undefined, meta?: string | null): { code: string; mark: number[]; del: number[] } {
  if (!lang || lang === 'mermaid' || LINE_RANGES.test(meta ?? '')) return { code: value, mark: [], del: [] };
  const out: string[] = [];
  const mark: number[] = [];
  const del: number[] = [];
  let pending: 'mark' | 'del' | null = null;
  let inRange = false;
  for (const line of value.split('\n')) {
    const directive = COMMENT.exec(line)?.[1];
    if (directive) {
      if (directive in LINE_DIRECTIVES) pending = LINE_DIRECTIVES[directive]!;
      else inRange = directive === 'highlight-start';
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

export default function remarkCodeMeta() {
  return (tree: Root, file: { data: { astro?: { frontmatter?: Record<string, unknown> } } }) => {
    const flags = { hasMath: false };
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') flags.hasMath = true;
      if (node.type !== 'code') return;
      const { code, mark, del } = applyMagicComments(node.value, node.lang, node.meta);
      if (code === node.value) return;
      const extra = [mark.length ? `mark={${mark.join(',')}}` : '', del.length ? `del={${del.join(',')}}` : ''].filter(Boolean).join(' ');
      node.value = code;
      node.meta = [node.meta ?? '', extra].filter(Boolean).join(' ');
    });
    Object.assign(pluginFrontmatter(file), flags);
  };
}
