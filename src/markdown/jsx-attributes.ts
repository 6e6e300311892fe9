// The attributes of an MDX JSX element when each must be written out: `name="text"` gives
// its text, a bare `name` gives true. An expression (`name={…}`) or a spread fails with
// `where`, since these elements are read when the page builds, not run.
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export function plainJsxAttributes(el: MdxJsxFlowElement | MdxJsxTextElement, where: string): Record<string, string | true> {
  const attrs: Record<string, string | true> = {};
  for (const attr of el.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || (attr.value !== null && typeof attr.value !== 'string')) {
      throw new Error(`${where}: attributes must be plain text ("…") or bare flags, not expressions`);
    }
    attrs[attr.name] = attr.value ?? true;
  }
  return attrs;
}
