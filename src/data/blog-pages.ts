// Static paths of a blog instance's routes with everything a route renders: the instance and
// the collection entries of the posts it shows, so that no page looks them up again.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { BlogInstance, BlogRoute, Post } from '../lib/blog/types';
import { routeParam } from '../lib/urls';
import { blogCollection, getBlog, type BlogId } from './blog';

export type PostEntry = CollectionEntry<CollectionKey>;

export interface BlogPageProps {
  blog: BlogInstance;
  route: BlogRoute;
  /** Entries of the posts the route shows, by post id. */
  entries: ReadonlyMap<string, PostEntry>;
}

const postsOf = (route: BlogRoute): Post[] => (route.kind === 'post' ? [route.post] : 'page' in route ? route.page.posts : []);

export async function blogPageStaticPaths(id: BlogId) {
  const blog = await getBlog(id);
  const all = new Map<string, PostEntry>((await getCollection(blogCollection(id))).map((e) => [e.id, e]));
  return blog.routes.map((route) => {
    const entries = new Map(
      postsOf(route).map((post) => {
        const entry = all.get(post.id);
        if (!entry) throw new Error(`Blog entry ${post.id} not found in ${id}`);
        return [post.id, entry] as const;
      }),
    );
    return { params: { path: routeParam(route.permalink, blog.config.routeBasePath) }, props: { blog, route, entries } satisfies BlogPageProps };
  });
}
