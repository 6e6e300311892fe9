// RSS 2.0, Atom and JSON feeds of the "testBlog" blog instance: rss.xml, atom.xml, feed.json.
import type { APIRoute } from 'astro';
import { feedResponse, feedStaticPaths } from '../../../data/blog';

export const getStaticPaths = () => feedStaticPaths('testBlog');
export const GET: APIRoute = ({ params }) => feedResponse('testBlog', String(params.feed));
