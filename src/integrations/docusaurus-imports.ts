// Vite plugin: the imports a Docusaurus MDX page writes for the theme's components
// (`import Tabs from '@theme/Tabs'`) and for the site's own files (`@site/src/…`) resolve
// here too, to this site's components, and `!!raw-loader!<file>` gives the file's text (Vite's
// `?raw`), as webpack's raw-loader does for Docusaurus. Tabs, TabItem, DocCardList, IdealImage and TOCInline are also
// global in MDX, so their import is optional; an import of a theme component this site does
// not have (or of another `@docusaurus/` module, such as BrowserOnly, whose code would run in the
// browser) fails the build with the file and the names allowed.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const component = (name: string) => fileURLToPath(new URL(`../components/mdx/${name}.astro`, import.meta.url));
/** `<CodeBlock>` and `<Link>` are replaced before MDX compiles, by a fenced code block and a plain link (src/markdown/remark-docusaurus-jsx.ts). */
const REPLACED_BEFORE_COMPILE = '\0dz:replaced-before-compile';

export const THEME_IMPORTS: Readonly<Record<string, string>> = {
  '@theme/Tabs': component('Tabs'),
  '@theme/TabItem': component('TabItem'),
  '@theme/DocCardList': component('DocCardList'),
  '@theme/IdealImage': component('IdealImage'),
  '@theme/TOCInline': component('TOCInline'),
  '@theme/Admonition': component('Admonition'),
  '@theme/CodeBlock': REPLACED_BEFORE_COMPILE,
  '@theme/Details': component('Details'),
  '@docusaurus/Link': REPLACED_BEFORE_COMPILE,
  // `<Head>` is read as the page's `<head>` (src/markdown/remark-page-head.ts).
  '@docusaurus/Head': REPLACED_BEFORE_COMPILE,
  '@docusaurus/useBaseUrl': fileURLToPath(new URL('../components/mdx/useBaseUrl.ts', import.meta.url)),
};

const RAW_LOADER = /^!{0,2}raw-loader!/;

/**
 * A `@site/…` path as a file of the repository, or undefined for any other path. The build
 * runs at the repository root; this module's own URL is no guide once it is bundled into the
 * pages' prerender chunks (the Markdown twins call it from there).
 */
export const sitePath = (path: string): string | undefined => (path.startsWith('@site/') ? resolve(process.cwd(), path.slice('@site/'.length)) : undefined);

/**
 * The file a `!!raw-loader!…` import reads (`@site/` from the repository root, else from the
 * importing page), or undefined for any other import.
 */
export function rawLoaderFile(source: string, importer: string): string | undefined {
  if (!RAW_LOADER.test(source)) return undefined;
  const path = source.replace(RAW_LOADER, '');
  return sitePath(path) ?? resolve(dirname(resolve(process.cwd(), importer)), path);
}

export function docusaurusImports(): Plugin {
  return {
    name: 'dz:docusaurus-imports',
    enforce: 'pre',
    resolveId(id, importer) {
      const raw = importer && rawLoaderFile(id, importer);
      if (raw) return `${raw}?raw`;
      const site = sitePath(id);
      if (site) return this.resolve(site, importer, { skipSelf: true });
      const target = THEME_IMPORTS[id];
      if (target) return target;
      if (!id.startsWith('@theme/') && !id.startsWith('@docusaurus/')) return undefined;
      this.error(`${importer ?? 'an MDX file'}: import "${id}" is not a module of this site; allowed: ${Object.keys(THEME_IMPORTS).join(', ')}`);
    },
    load: (id) => (id === REPLACED_BEFORE_COMPILE ? 'export default undefined;' : undefined),
  };
}
