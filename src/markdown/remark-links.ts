// Relative links in Markdown, as Docusaurus resolves them:
// - to Markdown files (`./installation.mdx#选项`, or `/guides/x.mdx` from the content folder's
//   root) they become site routes, so writers link by file and the link survives slug changes;
// - to any other file that exists (`./files/checklist.pdf`, or `@site/…`, which must exist) they
//   become the file itself, served at /assets/files/<name>-<hash>.<ext> and opened in a new tab:
//   the link carries `data-dz-asset` with the source, and the post-build pass copies it there
//   (src/integrations/html-fixups.ts). A relative link to a file that does not exist stays as
//   written (the link check reports it);
// - `pathname://` is the escape hatch: the path as it is, for a link (opened in a new tab, as
//   Docusaurus' Link does) or an image.
import type { Root, Link, Definition, Image } from 'mdast';
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { visit } from 'unist-util-visit';
import { sitePath } from '../integrations/docusaurus-imports';
import { assetUrl } from '../lib/assets';

export default function remarkLinks({ routes }: { routes: Map<string, string> }) {
  return (tree: Root, file: { path?: string }) => {
    if (!file.path) return;
    const from = dirname(file.path);
    // `/x.mdx#a` names a file from the root of the page's content folder: the first folder above
    // the page (nearest first) where that file is a page.
    const routeFromRoot = (url: string) => {
      const [, path = '', rest = ''] = /^([^?#]+)(.*)$/.exec(url) ?? [];
      for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
        const route = routes.get(resolve(dir, `.${decodeURI(path)}`));
        if (route) return `${route}${rest}`;
      }
      return undefined;
    };
    visit(tree, (node) => {
      if (node.type === 'image' && node.url.startsWith('pathname://')) (node as Image).url = node.url.slice('pathname://'.length);
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const props = (extra: Record<string, string>) => ({ ...link.data, hProperties: { ...link.data?.hProperties, ...extra } });
      if (link.url.startsWith('pathname://')) {
        link.url = link.url.slice('pathname://'.length);
        if (link.type === 'link') link.data = props({ target: '_blank', rel: 'noopener noreferrer' });
        return;
      }
      const fromRoot = /^\/[^?#]+\.mdx?(?:[?#]|$)/.exec(link.url) && routeFromRoot(link.url);
      if (fromRoot) {
        link.url = fromRoot;
        return;
      }
      const site = link.url.startsWith('@site/');
      if (!site && (/^[a-z][a-z\d+.-]*:/i.test(link.url) || link.url.startsWith('/') || link.url.startsWith('#'))) return;
      const m = /^([^#?]+)([?#].*)?$/.exec(link.url);
      if (!m) return;
      const path = decodeURI(m[1]!);
      const target = sitePath(path) ?? resolve(from, path);
      if (site && !existsSync(target))
        throw new Error(`${file.path}: the link to ${link.url} names no file (an @site/ link is always a file of the repository)`);
      if (/\.mdx?$/.test(target)) {
        const route = routes.get(target);
        if (route) link.url = `${route}${m[2] ?? ''}`;
      } else if (link.type === 'link' && /\.(?!html$)\w+$/.test(target) && existsSync(target) && statSync(target).isFile()) {
        link.url = `${assetUrl(target)}${m[2] ?? ''}`;
        link.data = props({ target: '_blank', dataDzAsset: relative(process.cwd(), target) });
      }
    });
  };
}
