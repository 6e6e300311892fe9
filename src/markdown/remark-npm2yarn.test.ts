import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkNpm2Yarn from './remark-npm2yarn';

const run = (source: string, path = 'content-docs/x.mdx') =>
  String(unified().use(remarkParse).use(remarkMdx).use(remarkNpm2Yarn).use(remarkStringify).processSync({ path, value: source }));

describe('remark-npm2yarn', () => {
  it('turns a npm2yarn block into synced npm, Yarn and pnpm tabs', () => {
    const out = run('```bash npm2yarn\nnpm install --save @docusaurus/theme-mermaid\n```');
    expect(out).toContain('<Tabs groupId="npm2yarn">');
    expect(out).toMatch(/<TabItem value="npm" label="npm">\s+```bash\s+npm install --save @docusaurus\/theme-mermaid/);
    expect(out).toMatch(/<TabItem value="yarn" label="Yarn">\s+```bash\s+yarn add @docusaurus\/theme-mermaid/);
    expect(out).toMatch(/<TabItem value="pnpm" label="pnpm">\s+```bash\s+pnpm add @docusaurus\/theme-mermaid/);
  });
  it('leaves other blocks alone, and fails in a .md file, which cannot hold tabs', () => {
    expect(run('```bash title="x" npm2yarn\nnpm i\n```')).not.toContain('<Tabs');
    expect(() => run('```bash npm2yarn\nnpm i\n```', 'content-docs/x.md')).toThrow(
      'content-docs/x.md: a npm2yarn code block becomes tabs, which need MDX; rename the file to .mdx',
    );
  });
});
