// The older admonition title form, `:::tip 标题` (Docusaurus 3 still reads it by default:
// markdown.mdx1Compat.admonitions), which the directive syntax does not know: the opening line
// and everything up to its closing `:::` arrive as plain paragraphs. They are gathered into the
// container `:::tip[标题]` would have made, so remark-admonitions renders both forms alike.
// An opening line without a closing fence further on is left as it is; openings of the older
// form nested with the same fence pair with their own closing fences.
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { ADMONITION_TYPES } from './remark-admonitions';

const OPENING = new RegExp(`^(:{3,})(${ADMONITION_TYPES.join('|')})[ \\t]+(?=\\S)`);

/** Phrasing split at its first line break: [first line, the rest]. */
function splitFirstLine(children: PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type !== 'text' || !node.value.includes('\n')) continue;
    const cut = node.value.indexOf('\n');
    const head = node.value.slice(0, cut);
    const tail = node.value.slice(cut + 1);
    return [
      [...children.slice(0, i), ...(head ? [{ ...node, value: head }] : [])],
      [...(tail ? [{ ...node, value: tail }] : []), ...children.slice(i + 1)],
    ];
  }
  return [children, []];
}

/** The phrasing before a last line that is exactly `fence`, or null when it does not end so. */
function beforeClosing(children: PhrasingContent[], fence: string): PhrasingContent[] | null {
  const last = children.at(-1);
  if (last?.type !== 'text') return null;
  if (children.length === 1 && last.value.trim() === fence) return [];
  const m = new RegExp(`\\n${fence}[ \\t]*$`).exec(last.value);
  if (!m) return null;
  const head = last.value.slice(0, m.index);
  return [...children.slice(0, -1), ...(head ? [{ ...last, value: head }] : [])];
}

const paragraph = (children: PhrasingContent[]): Paragraph[] => (children.length ? [{ type: 'paragraph', children }] : []);

/** The `:::name` fence a paragraph opens in the older form, or undefined. */
function openingFence(node: RootContent | undefined): RegExpExecArray | undefined {
  if (node?.type !== 'paragraph') return undefined;
  const first = node.children[0];
  return (first?.type === 'text' && OPENING.exec(first.value)) || undefined;
}

/**
 * The paragraph that closes the opening at `start`: an older-form opening with the same fence
 * in between is closed first (an opening line that closes within its own paragraph counts
 * for none), as the directive syntax pairs nested containers.
 */
function closingIndex(parent: Parent, start: number, fence: string): number {
  let depth = 0;
  for (let i = start + 1; i < parent.children.length; i++) {
    const node = parent.children[i] as RootContent;
    if (node.type !== 'paragraph') continue;
    const closes = beforeClosing(node.children, fence) !== null;
    const opens = openingFence(node)?.[1] === fence;
    if (opens && !closes) depth++;
    else if (closes && !opens && depth-- === 0) return i;
  }
  return -1;
}

function gather(parent: Parent, start: number): boolean {
  const opening = parent.children[start] as RootContent;
  const m = openingFence(opening);
  const first = opening.type === 'paragraph' ? opening.children[0] : undefined;
  if (!m || first?.type !== 'text' || opening.type !== 'paragraph') return false;
  const [fence, name] = [m[1]!, m[2]!];
  const [titleLine, rest] = splitFirstLine([{ ...first, value: first.value.slice(m[0].length) }, ...opening.children.slice(1)]);
  let body: RootContent[];
  let end: number;
  const sameParagraph = rest.length ? beforeClosing(rest, fence) : null;
  if (sameParagraph) {
    body = paragraph(sameParagraph);
    end = start;
  } else {
    end = closingIndex(parent, start, fence);
    if (end === -1) return false;
    const closing = beforeClosing((parent.children[end] as Paragraph).children, fence)!;
    body = [...paragraph(rest), ...(parent.children.slice(start + 1, end) as RootContent[]), ...paragraph(closing)];
  }
  const label: Paragraph = { type: 'paragraph', data: { directiveLabel: true } as never, children: titleLine };
  const container: ContainerDirective = { type: 'containerDirective', name, attributes: {}, children: [label, ...body] as never };
  parent.children.splice(start, end - start + 1, container as never);
  return true;
}

export default function remarkAdmonitionTitles() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const parent = node as Parent;
      for (let i = 0; i < parent.children.length; i++) gather(parent, i);
    });
  };
}
