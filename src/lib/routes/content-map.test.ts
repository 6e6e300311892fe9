// The build-time map from Markdown files to routes covers every docs and blog instance of the
// site config, the changelog included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config';
import type { SiteConfig } from '../../config/schema';
import { buildContentRouteMap } from './content-map';

describe('content route map', () => {
  const root = process.cwd();
  const routes = buildContentRouteMap(root, siteConfig);

  it.each([
    ['content-docs/installation.mdx', '/docs/installation'],
    ['content-community/support.mdx', '/community/support'],
    ['content-blog/2017-12-14-introducing-docusaurus.md', '/blog/2017/12/14/introducing-docusaurus'],
    ['content-changelog/2.0.0-alpha.19.md', '/changelog/2.0.0-alpha.19'],
  ])('%s → %s', (file, route) => {
    expect(routes.get(join(root, file))).toBe(route);
  });
});

describe('content route map: numbers in front matter', () => {
  it('reads an unquoted number slug or id as its text, as the collections do', () => {
    const root = mkdtempSync(join(tmpdir(), 'dz-routes-'));
    try {
      const files = {
        'docs/a.md': '---\nslug: 2024\n---\n',
        'docs/b.md': '---\nid: 36\n---\n',
        'blog/post.md': '---\nslug: 3.6\n---\n',
      };
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const config = {
        docs: [{ folder: 'docs', routeBasePath: '/docs', versions: [{ dir: '.', path: '' }] }],
        blog: [{ folder: 'blog', routeBasePath: '/blog' }],
      } as unknown as Pick<SiteConfig, 'docs' | 'blog'>;
      const routes = buildContentRouteMap(root, config);
      expect(routes.get(join(root, 'docs/a.md'))).toBe('/docs/2024');
      expect(routes.get(join(root, 'docs/b.md'))).toBe('/docs/36');
      expect(routes.get(join(root, 'blog/post.md'))).toBe('/blog/3.6');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
