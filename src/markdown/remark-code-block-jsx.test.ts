import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import remarkCodeBlockJsx from './remark-code-block-jsx';

function run(source: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkCodeBlockJsx);
  return processor.runSync(processor.parse(source), { path: 'content-docs/x.mdx', value: source, data: {} } as never) as Root;
}

describe('remark-code-block-jsx', () => {
  it('turns <CodeBlock> with written-out text into the fenced code block it stands for', () => {
    const tree = run('<CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">\n  {`const a = 1;\nconst b = 2;`}\n</CodeBlock>');
    expect(tree.children).toEqual([
      expect.objectContaining({
        type: 'code',
        lang: 'js',
        meta: '{2} title="a.js" showLineNumbers',
        value: 'const a = 1;\nconst b = 2;',
      } satisfies Partial<Code>),
    ]);
  });
  it('takes the language from className and accepts a plain string', () => {
    const [code] = run('<CodeBlock className="language-bash">{\'npm run build\'}</CodeBlock>').children as Code[];
    expect([code!.lang, code!.meta, code!.value]).toEqual(['bash', null, 'npm run build']);
  });
  it('fails on text that is computed when the page runs, naming the file', () => {
    expect(() => run('<CodeBlock>{`title: ${name}`}</CodeBlock>')).toThrow('content-docs/x.mdx: <CodeBlock>: its code must be one');
    expect(() => run('<CodeBlock language={lang}>{`x`}</CodeBlock>')).toThrow('content-docs/x.mdx: <CodeBlock>: attributes must be plain text');
  });
});
