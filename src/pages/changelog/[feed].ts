// RSS 2.0, Atom and JSON feeds of the "changelog" blog instance: rss.xml, atom.xml, feed.json.
import type { APIRoute } from 'astro';
import { feedResponse, feedStaticPaths } from '../../data/blog';

export const getStaticPaths = () => feedStaticPaths('changelog');
export const GET: APIRoute = ({ params }) => feedResponse('changelog', String(params.feed));
