// /llms-full.txt: every Markdown twin in sidebar order, in one file (src/lib/llms).
import type { APIRoute } from 'astro';
import { getTwins, LLMS_HEADER } from '../data/llms';
import { llmsFullTxt } from '../lib/llms/index-files';

export const GET: APIRoute = async () =>
  new Response(
    llmsFullTxt(
      LLMS_HEADER,
      (await getTwins()).flatMap((i) => i.sections),
    ),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
