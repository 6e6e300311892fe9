// Docusaurus' npm2yarn remark plugin, which docusaurus.io turns on: a code block whose meta is
// exactly `npm2yarn` becomes tabs of the same commands for npm, Yarn and pnpm, converted by
// npm-to-yarn as the plugin does. The tabs form one group (groupId "npm2yarn", the plugin's
// `sync`), so a reader's choice holds on every page. Tabs are JSX: a `.md` page with such a
// block fails the build, naming the file (rename it to `.mdx`).
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import convert from 'npm-to-yarn';
import { visit } from 'unist-util-visit';

const CONVERTERS = [
  ['yarn', 'Yarn'],
  ['pnpm', 'pnpm'],
] as const;

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

function tabItem(code: Code, value: string, label: string, text: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [attribute('value', value), attribute('label', label)],
    children: [{ type: 'code', lang: code.lang, value: text }],
  };
}

export default function remarkNpm2Yarn() {
  return (tree: Root, file: { path?: string }) => {
    visit(tree, 'code', (code: Code, index, parent) => {
      if (code.meta !== 'npm2yarn' || !parent || index === undefined) return undefined;
      if (!file.path?.endsWith('.mdx'))
        throw new Error(`${file.path ?? 'a Markdown file'}: a npm2yarn code block becomes tabs, which need MDX; rename the file to .mdx`);
      const tabs: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [attribute('groupId', 'npm2yarn')],
        children: [tabItem(code, 'npm', 'npm', code.value), ...CONVERTERS.map(([pm, label]) => tabItem(code, pm, label, convert(code.value, pm)))],
      };
      parent.children.splice(index, 1, tabs);
      return index + 1;
    });
  };
}
