// The social cards as PNG files: /img/og/index.png (the site card) and one per docs page and
// post (src/data/social-cards.ts). Drawn with sharp, or read from the cache when the text is
// unchanged; the build's timing is added up for the post-build log.
import type { APIRoute } from 'astro';
import { siteConfig } from '../../../config';
import { CARD_CACHE_DIR, cardTheme, getSocialCards } from '../../../data/social-cards';
import { cardParam } from '../../../lib/social-card/card';
import { assertChineseFont, cachedCard } from '../../../lib/social-card/render';
import { cardStats } from '../../../lib/social-card/stats';

export async function getStaticPaths() {
  const cards = await getSocialCards();
  return [...cards].map(([path, spec]) => ({ params: { card: cardParam(path, siteConfig.baseUrl) }, props: { spec } }));
}

export const GET: APIRoute = async ({ props }) => {
  assertChineseFont();
  const started = performance.now();
  const { png, cached } = await cachedCard(props.spec, cardTheme(), CARD_CACHE_DIR);
  cardStats().add(cached, performance.now() - started, png.length);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
