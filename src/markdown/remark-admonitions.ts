// `:::note[标题]` container directives → admonition boxes. Unknown text/leaf directives are
// turned back into plain text, so a stray "a:b" in prose never disappears.
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import { LABELS } from '../lib/i18n';

/** Chinese label of each admonition type (also the Markdown twins' blockquote label, src/lib/llms). */
export const ADMONITION_TITLES: Record<string, string> = {
  note: LABELS['admonition.note'],
  tip: LABELS['admonition.tip'],
  info: LABELS['admonition.info'],
  warning: LABELS['admonition.warning'],
  danger: LABELS['admonition.danger'],
  caution: LABELS['admonition.caution'],
  // Docusaurus' undocumented older names keep a label of their own (it shows them untranslated).
  secondary: '次要',
  important: '重要',
  success: '成功',
};
export const ADMONITION_TYPES = Object.keys(ADMONITION_TITLES);
/** The older names are drawn as the type the classic theme draws them as. */
const DRAWN_AS: Record<string, string> = { caution: 'warning', secondary: 'note', important: 'info', success: 'tip' };
/** The classes of an admonition box of a type (also used by the `<Admonition>` component). */
export const admonitionClasses = (type: string): string[] => ['dz-admonition', `dz-admonition--${DRAWN_AS[type] ?? type}`];

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!ADMONITION_TYPES.includes(directive.name)) return undefined;
        const first = directive.children[0];
        let title: PhrasingContent[] = [{ type: 'text', value: ADMONITION_TITLES[directive.name]! }];
        if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data) {
          title = (first as Paragraph).children;
          directive.children.shift();
        }
        const heading: Paragraph = {
          type: 'paragraph',
          children: title,
          data: { hName: 'p', hProperties: { className: ['dz-admonition__title'] } },
        };
        directive.children.unshift(heading as never);
        directive.data = {
          // A <div> like Docusaurus: an <aside> would add an unnamed complementary landmark per admonition.
          hName: 'div',
          hProperties: { className: admonitionClasses(directive.name) },
        };
        return undefined;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const d = node as TextDirective | LeafDirective;
        const colons = d.type === 'textDirective' ? ':' : '::';
        const text = `${colons}${d.name}`;
        const replacement =
          d.type === 'textDirective'
            ? [{ type: 'text', value: text } as const, ...d.children]
            : [{ type: 'paragraph', children: [{ type: 'text', value: text }, ...d.children] } as const];
        parent.children.splice(index, 1, ...(replacement as never[]));
        return [SKIP, index + replacement.length];
      }
      return undefined;
    });
  };
}
