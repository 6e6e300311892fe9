// Stand-in for `@algolia/autocomplete-plugin-algolia-insights`: DocSearch runs with
// `insights: false`, so autocomplete never creates the plugin (which would fetch a script
// from a CDN). Keeping it out of the bundle also guarantees nothing can load it.
export function createAlgoliaInsightsPlugin(): never {
  throw new Error('Algolia Insights is disabled on this site (DocSearch insights: false).');
}
