import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import remarkDocusaurusJsx from './remark-docusaurus-jsx';

function run(source: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDocusaurusJsx);
  return processor.runSync(processor.parse(source), { path: 'content-docs/x.mdx', value: source, data: {} } as never) as Root;
}

const CODE_BLOCK = "import CodeBlock from '@theme/CodeBlock';\n\n";

describe('remark-docusaurus-jsx', () => {
  it('gives the components that check their props the page file, for their errors', () => {
    const tree = run('<Tabs defaultValue="x">\n  <TabItem value="a">A</TabItem>\n</Tabs>\n\n<Details summary="S">\n\nD\n\n</Details>');
    const sources: Record<string, unknown> = {};
    visit(tree, (node) => {
      const el = node as { name?: string; attributes?: { name: string; value: unknown }[] };
      if (el.name) sources[el.name] = el.attributes?.find((a) => a.name === 'dzSource')?.value;
    });
    // TabItem checks nothing: it gets no extra prop.
    expect(sources).toEqual({ Tabs: 'content-docs/x.mdx', TabItem: undefined, Details: 'content-docs/x.mdx' });
  });
  it('turns <CodeBlock> with written-out text into the fenced code block it stands for', () => {
    const tree = run(`${CODE_BLOCK}<CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">\n  {\`const a = 1;\nconst b = 2;\`}\n</CodeBlock>`);
    expect(tree.children.slice(1)).toEqual([
      expect.objectContaining({
        type: 'code',
        lang: 'js',
        meta: '{2} title="a.js" showLineNumbers',
        value: 'const a = 1;\nconst b = 2;',
      } satisfies Partial<Code>),
    ]);
  });
  it('takes the language from className and accepts a plain string', () => {
    const [, code] = run(`${CODE_BLOCK}<CodeBlock className="language-bash">{'npm run build'}</CodeBlock>`).children as Code[];
    expect([code!.lang, code!.meta, code!.value]).toEqual(['bash', null, 'npm run build']);
  });
  it("reads the file of a '!!raw-loader!' import, from the repository root (@site/) or from the page", () => {
    const tsconfig = readFileSync('tsconfig.json', 'utf8').trim();
    for (const path of ['@site/tsconfig.json', '../tsconfig.json']) {
      const [, , code] = run(`${CODE_BLOCK}import source from '!!raw-loader!${path}';\n\n<CodeBlock language="json">{source}</CodeBlock>`).children as Code[];
      expect([code!.type, code!.lang, code!.value]).toEqual(['code', 'json', tsconfig]);
    }
    expect(() => run(`${CODE_BLOCK}import other from './other.js';\n\n<CodeBlock>{other}</CodeBlock>`)).toThrow(
      "or the name of a '!!raw-loader!<file>' import",
    );
  });
  it('fails on text that is computed when the page runs, naming the file', () => {
    expect(() => run(`${CODE_BLOCK}<CodeBlock>{\`title: \${name}\`}</CodeBlock>`)).toThrow('content-docs/x.mdx: <CodeBlock>: its code must be one');
    expect(() => run(`${CODE_BLOCK}<CodeBlock language={lang}>{'x'}</CodeBlock>`)).toThrow('content-docs/x.mdx: <CodeBlock>: attributes must be plain text');
  });
  it('leaves a CodeBlock the page did not import from @theme alone', () => {
    expect(run('<CodeBlock>{`x`}</CodeBlock>').children[0]!.type).toBe('mdxJsxFlowElement');
  });
  it("turns @docusaurus/Link into a link, its to into href, under the page's own name", () => {
    const tree = run('import Go from \'@docusaurus/Link\';\n\n前往 <Go to="/docs/installation" className="x">安装</Go>。');
    const paragraph = tree.children[1] as { children: { type: string; name?: string; attributes?: { name: string; value: unknown }[] }[] };
    const link = paragraph.children.find((c) => c.type === 'mdxJsxTextElement')!;
    expect([link.name, link.attributes!.map((a) => [a.name, a.value])]).toEqual([
      'a',
      [
        ['href', '/docs/installation'],
        ['className', 'x'],
      ],
    ]);
  });
});
