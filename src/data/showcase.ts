// Astro adapter of the showcase: validates the sites file and the Chinese descriptions once
// (a bad entry fails the build with the file and field) and returns the sorted sites.
import rawSites from './showcase-sites.json';
import rawDescriptions from './showcase-descriptions.json';
import { buildShowcase, splitFavorites } from '../lib/showcase';

function load() {
  const { tags, sites } = buildShowcase(rawSites, rawDescriptions);
  return { tags, sites, ...splitFavorites(sites) };
}

let cache: ReturnType<typeof load> | undefined;

export const getShowcase = () => (cache ??= load());
