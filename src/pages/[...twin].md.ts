// Markdown twins of the docs pages: /docs/installation → /docs/installation.md (src/data/llms.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getTwins } from '../data/llms';
import { twinRoute, type TwinPage } from '../lib/llms/index-files';
import { twinDocument } from '../lib/llms/markdown-twin';

export const getStaticPaths = (async () =>
  (await getTwins()).flatMap(({ pages }) =>
    pages.map((page) => ({ params: { twin: twinRoute(page.permalink).slice(1, -'.md'.length) }, props: { page } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { page } = props as { page: TwinPage };
  return new Response(twinDocument(page, page.body), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
