// Astro adapter of the social cards (src/lib/social-card): which pages have a card of their
// own and what it shows. Docs pages and posts of the instances readers search and index
// (a search section, not noindex) get one each, their section as the eyebrow; every other
// page (lists, tags, the test area…) shows the site card. Read by Head (og:image), the post JSON-LD and the card endpoint (src/pages/img/og).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../config';
import { formatDate } from '../lib/blog/instance';
import { cardAddress, cardPath, type CardSpec } from '../lib/social-card/card';
import type { CardTheme } from '../lib/social-card/render';
import { getBlog } from './blog';
import { getDocsInstances } from './docs';

const address = (permalink: string) => cardAddress(siteConfig.url, permalink);

/** The site card: the card of "/", shown by every page without a card of its own. */
export const SITE_CARD = cardPath('/', siteConfig.baseUrl);

let cache: Promise<Map<string, CardSpec>> | undefined;

/** Card path → what the card shows: the site card, then one per docs page and post. */
export function getSocialCards(): Promise<Map<string, CardSpec>> {
  cache ??= (async () => {
    const cards = new Map<string, CardSpec>([[SITE_CARD, { title: siteConfig.siteName, description: siteConfig.tagline, address: address('/') }]]);
    const add = (permalink: string, spec: Omit<CardSpec, 'address'>) =>
      cards.set(cardPath(permalink, siteConfig.baseUrl), { ...spec, address: address(permalink) });
    for (const instance of await getDocsInstances()) {
      if (instance.noIndex) continue;
      const eyebrow = instance.searchSection;
      for (const version of instance.versions) {
        for (const doc of version.docs) add(doc.permalink, { eyebrow, title: doc.title, description: doc.description });
        for (const index of version.generatedIndexes) add(index.permalink, { eyebrow, title: index.title, description: index.description });
      }
    }
    for (const { id, searchSection, noIndex } of siteConfig.blog) {
      if (!searchSection || noIndex) continue;
      for (const post of (await getBlog(id)).posts)
        add(post.permalink, { eyebrow: `${searchSection} · ${formatDate(post.date)}`, title: post.title, description: post.description });
    }
    return cards;
  })();
  return cache;
}

/** Path of the card a page shows: its own, or the site card. */
export async function socialCardFor(permalink: string): Promise<{ path: string; spec: CardSpec }> {
  const cards = await getSocialCards();
  const own = cardPath(permalink, siteConfig.baseUrl);
  const path = cards.has(own) ? own : SITE_CARD;
  return { path, spec: cards.get(path)! };
}

let theme: CardTheme | undefined;
export function cardTheme(): CardTheme {
  theme ??= {
    siteName: siteConfig.siteName,
    logoSvg: readFileSync(join(process.cwd(), 'public', siteConfig.favicon), 'utf8'),
    primary: siteConfig.colors.primaryLight,
    accent: siteConfig.colors.primaryDark,
  };
  return theme;
}

/** Where drawn cards are kept between builds (keyed by content, shared by every output folder). */
export const CARD_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'dz-social-cards');
