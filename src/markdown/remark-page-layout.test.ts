import { describe, expect, it } from 'vitest';
import remarkPageLayout, { PAGE_LAYOUT } from './remark-page-layout';

const run = (path: string, frontmatter: Record<string, unknown> = {}) => {
  const file = { path, data: { astro: { frontmatter } } };
  remarkPageLayout({ root: '/repo' })(null, file);
  return file.data.astro.frontmatter.layout;
};

describe('remark-page-layout', () => {
  it("gives a Markdown page of src/pages the site's page layout unless it names its own", () => {
    expect(run('/repo/src/pages/about.md')).toBe(PAGE_LAYOUT);
    expect(run('/repo/src/pages/x/about.md', { layout: '../../layouts/Other.astro' })).toBe('../../layouts/Other.astro');
  });
  it('leaves content collections and MDX alone', () => {
    expect(run('/repo/content-docs/about.md')).toBeUndefined();
    expect(run('/repo/src/pages/about.mdx')).toBeUndefined();
  });
});
