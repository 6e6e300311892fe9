// Astro adapter of the showcase: validates the sites file and the Chinese descriptions once
// (a bad entry fails the build with the file and field) and returns the sorted sites.
import rawSites from './showcase-sites.json';
import rawDescriptions from './showcase-descriptions.json';
import { buildShowcase, splitFavorites, type ShowcaseSite, type ShowcaseTag } from '../lib/showcase';

let cache: { tags: ShowcaseTag[]; sites: ShowcaseSite[]; favorites: ShowcaseSite[]; others: ShowcaseSite[] } | undefined;

export function getShowcase() {
  if (!cache) {
    const { tags, sites } = buildShowcase(rawSites, rawDescriptions);
    cache = { tags, sites, ...splitFavorites(sites) };
  }
  return cache;
}
