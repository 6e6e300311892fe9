// /robots.txt, from the site URL of the config (src/lib/seo/robots.ts).
import type { APIRoute } from 'astro';
import { siteConfig } from '../config';
import { robotsTxt } from '../lib/seo/robots';

export const GET: APIRoute = () => new Response(robotsTxt(siteConfig.url, siteConfig.baseUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
