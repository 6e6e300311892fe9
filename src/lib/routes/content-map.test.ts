// The build-time map from Markdown files to routes covers every docs and blog instance of the
// site config, the changelog included.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config';
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
