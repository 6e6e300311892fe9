import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docusaurusImports, THEME_IMPORTS } from './docusaurus-imports';

type Resolve = (this: unknown, id: string, importer?: string) => unknown;

describe('docusaurus imports', () => {
  const plugin = docusaurusImports();
  const resolveId = plugin.resolveId as unknown as Resolve;
  const context = {
    resolve: async (id: string) => ({ id }),
    error: (message: string) => {
      throw new Error(message);
    },
  };

  it('maps every theme import to a component of this site', () => {
    for (const [id, target] of Object.entries(THEME_IMPORTS)) {
      expect(resolveId.call(context, id, 'page.mdx'), id).toBe(target);
      if (!target.startsWith('\0')) expect(existsSync(target), target).toBe(true);
    }
  });
  it('resolves @site/ from the repository root and leaves other imports alone', async () => {
    expect(await resolveId.call(context, '@site/src/components/mdx/Tabs.astro', 'page.mdx')).toEqual({
      id: expect.stringMatching(/\/src\/components\/mdx\/Tabs\.astro$/),
    });
    expect(resolveId.call(context, 'react', 'page.mdx')).toBeUndefined();
  });
  it('fails on a theme component or Docusaurus module this site does not have, naming the file and the allowed imports', () => {
    const allowed =
      'allowed: @theme/Tabs, @theme/TabItem, @theme/DocCardList, @theme/IdealImage, @theme/TOCInline, @theme/Admonition, @theme/CodeBlock, @theme/Details, @docusaurus/Link, @docusaurus/Head, @docusaurus/useBaseUrl';
    expect(() => resolveId.call(context, '@theme/MDXComponents', 'content-docs/a.mdx')).toThrow(
      `content-docs/a.mdx: import "@theme/MDXComponents" is not a module of this site; ${allowed}`,
    );
    expect(() => resolveId.call(context, '@docusaurus/BrowserOnly', 'content-docs/a.mdx')).toThrow(
      'import "@docusaurus/BrowserOnly" is not a module of this site',
    );
  });
  it("gives a '!!raw-loader!' import the file's text", () => {
    expect(resolveId.call(context, '!!raw-loader!@site/tsconfig.json', 'content-docs/a.mdx')).toMatch(/\/tsconfig\.json\?raw$/);
    expect(resolveId.call(context, '!!raw-loader!./b.js', 'content-docs/x/a.mdx')).toMatch(/\/content-docs\/x\/b\.js\?raw$/);
  });
});
