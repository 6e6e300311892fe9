// /llms.txt: the docs by sidebar category, each linking its Markdown twin (src/lib/llms).
import type { APIRoute } from 'astro';
import { getTwins, LLMS_HEADER } from '../data/llms';
import { llmsTxt } from '../lib/llms/index-files';

export const GET: APIRoute = async () =>
  new Response(
    llmsTxt(
      LLMS_HEADER,
      (await getTwins()).flatMap((i) => i.sections),
    ),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
