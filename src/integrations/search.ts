// Search build settings. Bundle: the DocSearch modal is used without facet menus and without
// Algolia Insights, so those modules are replaced by small stubs (see ./search/*-stub.ts).
// The Pagefind index itself is written after the build by ./post-build.ts (./search-index.ts).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const stub = (name: string) => fileURLToPath(new URL(`./search/${name}`, import.meta.url));

export default function search(): AstroIntegration {
  return {
    name: 'dz:search',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            resolve: {
              alias: [
                { find: /^@base-ui\/react\/menu$/, replacement: stub('menu-stub.ts') },
                { find: /^@algolia\/autocomplete-plugin-algolia-insights$/, replacement: stub('insights-stub.ts') },
              ],
            },
          },
        });
      },
    },
  };
}
