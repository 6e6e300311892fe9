import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import rehypeExternalLinks from './rehype-external-links';

const link = (href: string, properties: Record<string, unknown> = {}) => ({ type: 'element', tagName: 'a', properties: { href, ...properties }, children: [] });
const run = (children: unknown[]) => {
  const tree = { type: 'root', children } as unknown as Root;
  rehypeExternalLinks()(tree);
  return tree.children as unknown as { properties?: Record<string, unknown>; attributes?: { name: string; value: unknown }[] }[];
};

describe('rehypeExternalLinks', () => {
  it('opens links to other hosts in a new tab with noopener noreferrer', () => {
    const [a] = run([link('https://github.com/facebook/docusaurus')]);
    expect(a!.properties).toMatchObject({ target: '_blank', rel: ['noopener', 'noreferrer'] });
  });
  it('leaves internal links, anchors and mailto alone', () => {
    for (const href of ['/docs/installation', '#x', './a.md', 'mailto:a@b.c']) {
      const [a] = run([link(href)]);
      expect(a!.properties).toEqual({ href });
    }
  });
  it('keeps an explicit target and existing rel values', () => {
    const [a] = run([link('//example.com', { target: '_self', rel: ['nofollow'] })]);
    expect(a!.properties).toMatchObject({ target: '_self', rel: ['nofollow', 'noopener', 'noreferrer'] });
  });
  it('covers JSX <a> in MDX', () => {
    const [a] = run([{ type: 'mdxJsxTextElement', name: 'a', attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: 'https://x.org' }], children: [] }]);
    expect(a!.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'href', value: 'https://x.org' },
      { type: 'mdxJsxAttribute', name: 'target', value: '_blank' },
      { type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' },
    ]);
  });
});
