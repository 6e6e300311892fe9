// RSS 2.0, Atom and JSON feeds of the "blog" blog instance: rss.xml, atom.xml, feed.json.
import type { APIRoute } from 'astro';
import { feedResponse, feedStaticPaths } from '../../data/blog';

export const getStaticPaths = () => feedStaticPaths('blog');
export const GET: APIRoute = ({ params }) => feedResponse('blog', String(params.feed));
