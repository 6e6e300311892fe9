// Stand-in for `@base-ui/react/menu` in the DocSearch modal bundle. DocSearch renders its
// facet menus only when the `facets` prop is set, which this site never does; the real
// package (with floating-ui) would add about 40 KB gzip to the first search. Rendering any
// of these components throws, so a future `facets` prop fails loudly instead of silently.
const unavailable = () => {
  throw new Error('DocSearch facet menus are not bundled on this site: remove the `facets` prop or the alias in src/integrations/search.ts.');
};
export const Menu = new Proxy({}, { get: () => unavailable }) as Record<string, () => never>;
