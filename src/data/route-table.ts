// The site's route table, computed once from the engines (docs instances, blog instances,
// static pages, redirects). Read by the debug pages and the tests.
import { getDocsInstances } from './docs';
import { siteConfig } from '../config';
import { getBlog } from './blog';
import { finalizeTable, route, type RouteEntry } from '../lib/routes/table';
import { REDIRECTS } from '../lib/routes/redirects';
import { sidebarNameForDoc } from '../lib/docs/instance';

const STATIC_PAGES: [string, string][] = [
  ['/', '@site/src/pages/index'],
  ['/search', '@theme/SearchPage'],
  ['/showcase', '@site/src/pages/showcase'],
  ['/versions', '@site/src/pages/versions'],
  ['/tests', '@site/src/pages/tests/index'],
  ['/examples/markdownPageExample', '@theme/MDXPage'],
  ['/examples/noIndex', '@site/src/pages/examples/noIndex'],
  ['/__docusaurus/debug', '@theme/DebugLayout'],
];

let cache: Promise<RouteEntry[]> | undefined;

export function getRouteTable(): Promise<RouteEntry[]> {
  cache ??= (async () => {
    const entries: RouteEntry[] = STATIC_PAGES.map(([path, component]) => route(path, component));
    entries.push(route('/feature-requests', '@site/src/pages/feature-requests', { exact: false }));
    for (const instance of await getDocsInstances()) {
      for (const version of instance.versions) {
        const children = [
          ...version.docs.map((doc) =>
            route(doc.permalink, '@theme/DocItem', { sidebar: sidebarNameForDoc(version, doc), props: { docId: doc.id, unlisted: doc.unlisted } }),
          ),
          ...version.generatedIndexes.map((index) => route(index.permalink, '@theme/DocCategoryGeneratedIndexPage', { sidebar: index.sidebar })),
        ];
        entries.push(...children);
        entries.push(
          route(`${version.path}/*`, '@theme/DocsRoot', {
            exact: false,
            props: { instance: instance.id, version: version.name },
            routes: children.map(({ path, key }) => ({ path, key, component: '', exact: true })),
          }),
        );
      }
    }
    const BLOG_COMPONENTS = {
      list: '@theme/BlogListPage',
      post: '@theme/BlogPostPage',
      tags: '@theme/BlogTagsListPage',
      tag: '@theme/BlogTagsPostsPage',
      authors: '@theme/Blog/Pages/BlogAuthorsListPage',
      author: '@theme/Blog/Pages/BlogAuthorsPostsPage',
      archive: '@theme/BlogArchivePage',
    } as const;
    for (const { id } of siteConfig.blog) {
      const blog = await getBlog(id);
      for (const r of blog.routes) {
        const props =
          r.kind === 'post' ? { unlisted: r.post.unlisted } : r.kind === 'list' || r.kind === 'tag' || r.kind === 'author' ? { page: r.page.page } : undefined;
        entries.push(route(r.permalink, BLOG_COMPONENTS[r.kind], props ? { props } : {}));
      }
    }
    entries.push(...REDIRECTS.map((r) => route(r.from, '@docusaurus/plugin-client-redirects', { props: { to: r.to } })));
    return finalizeTable(entries);
  })();
  return cache;
}
