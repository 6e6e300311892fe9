// Integrations and the Markdown pipeline only; site settings live in src/site.config.ts.
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import expressiveCode, { pluginFramesTexts } from 'astro-expressive-code';
import { pluginLineNumbers } from '@expressive-code/plugin-line-numbers';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { siteConfig } from './src/config';
import { t } from './src/lib/i18n';
import { buildContentRouteMap } from './src/lib/routes/content-map';
import remarkAdmonitions from './src/markdown/remark-admonitions';
import remarkAdmonitionTitles from './src/markdown/remark-admonition-titles';
import remarkDocusaurusJsx from './src/markdown/remark-docusaurus-jsx';
import remarkCodeMeta from './src/markdown/remark-code-meta';
import remarkPageHead from './src/markdown/remark-page-head';
import remarkMermaid from './src/markdown/remark-mermaid';
import remarkLinks from './src/markdown/remark-links';
import remarkContentTitle from './src/markdown/remark-content-title';
import remarkHeadingIds from './src/markdown/remark-heading-ids';
import remarkTruncateMarker from './src/markdown/remark-truncate-marker';
import { docusaurusImports } from './src/integrations/docusaurus-imports';
import { mdxCompat } from './src/integrations/mdx-compat';
import rehypeHeadings from './src/markdown/rehype-headings';
import { rehypeMdxGlobals, remarkMdxGlobals } from './src/markdown/mdx-globals';
import remarkAssetImports from './src/markdown/remark-asset-imports';
import remarkNpm2Yarn from './src/markdown/remark-npm2yarn';
import remarkPartialHeadings from './src/markdown/remark-partial-headings';
import remarkPageLayout from './src/markdown/remark-page-layout';
import rehypeFootnoteIds from './src/markdown/rehype-footnote-ids';
import rehypeExternalLinks from './src/markdown/rehype-external-links';
import rehypeTables from './src/markdown/rehype-tables';
import rehypeMathmlValid from './src/markdown/rehype-mathml-valid';
import { pluginValidHtml } from './src/markdown/ec-valid-html';
import { pluginCompactTokens } from './src/markdown/ec-compact-tokens';
import interactionDirective from './src/integrations/interaction';
import vendorAssets from './src/integrations/vendor-assets';
import postBuild from './src/integrations/post-build';
import search from './src/integrations/search';
import { isIndexable, type NoindexRoutes } from './src/integrations/sitemap-filter';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Astro's content-assets plugin puts the directive "use astro:head-inject" at the top of the
 * stub module it makes for every rendered MDX entry (`*.mdx?astroPropagatedAssets`), and the
 * bundler warns (about 100 times, with code frames) that it may drop it. Dropping it is
 * harmless: Astro finds those modules by the `astroPropagatedAssets` flag in their id (see
 * astro/dist/vite-plugin-head), not by the directive. Exactly this warning is silenced; any
 * other directive still warns.
 */
const isHeadInjectDirective = (warning: { code?: string; message: string }) =>
  warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"');

pluginFramesTexts.addLocale('zh-CN', {
  copyButtonTooltip: t('CodeBlock.copy'),
  copyButtonCopied: t('CodeBlock.copied'),
  terminalWindowFallbackTitle: '终端窗口',
});

// Parallel builds (several writers or CI jobs in one checkout) can each use their own
// output folder: DZ_OUT_DIR=dist-x astro build.
const outDir = process.env.DZ_OUT_DIR;

const noindexRoutes: NoindexRoutes = { scanned: false, routes: new Set() };

export default defineConfig({
  ...(outDir ? { outDir: `./${outDir}`, cacheDir: `./node_modules/.astro-${outDir}` } : {}),
  site: siteConfig.url,
  base: siteConfig.baseUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never' },
  prefetch: false,
  // Content images: quality 70 and widths 640 / 1030 (the two layout breakpoints), lazy with a tinted placeholder.
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      config: { webp: { quality: 70 }, jpeg: { quality: 70 }, avif: { quality: 70 }, png: { quality: 70 } },
    },
    layout: 'constrained',
    breakpoints: [640, 1030],
    responsiveStyles: false,
  },
  devToolbar: { enabled: false },
  vite: {
    // Before @astrojs/mdx's own pre-plugin (integration plugins come after these).
    plugins: [mdxCompat(), docusaurusImports()],
    build: {
      // The largest chunk (~650 kB) is a single module of Mermaid's parser (@mermaid-js/parser,
      // its Langium grammars), which a bundler cannot split; it loads only on pages with a
      // diagram, after the page has loaded (src/scripts/mermaid.ts). The limit sits just above
      // it, so any other chunk that grows past 700 kB still warns.
      chunkSizeWarningLimit: 700,
      rolldownOptions: { onwarn: (warning, warn) => (isHeadInjectDirective(warning) ? undefined : warn(warning)) },
    },
  },
  markdown: {
    processor: unified({
      // Text stays as written, as in Docusaurus: no curly quotes, and `--` in prose is no dash.
      smartypants: false,
      remarkPlugins: [
        remarkMdxGlobals,
        remarkDirective,
        remarkAdmonitionTitles,
        remarkAdmonitions,
        remarkMath,
        remarkDocusaurusJsx,
        remarkAssetImports,
        remarkNpm2Yarn,
        remarkPartialHeadings,
        remarkCodeMeta,
        remarkPageHead,
        remarkMermaid,
        remarkHeadingIds,
        [remarkTruncateMarker, { blogs: siteConfig.blog.map((b) => ({ folder: resolve(root, b.folder), marker: b.truncateMarker })) }],
        [remarkContentTitle, { folders: siteConfig.blog.map((b) => resolve(root, b.folder)) }],
        [remarkLinks, { routes: buildContentRouteMap(root, siteConfig) }],
        [remarkPageLayout, { root }],
      ],
      rehypePlugins: [
        rehypeFootnoteIds,
        rehypeHeadings,
        rehypeMdxGlobals,
        rehypeExternalLinks,
        rehypeTables,
        [rehypeKatex, { output: 'htmlAndMathml', strict: false }],
        rehypeMathmlValid,
      ],
      remarkRehype: { footnoteLabel: '脚注', footnoteBackLabel: '返回正文' },
    }),
  },
  integrations: [
    interactionDirective(),
    search(),
    vendorAssets(),
    expressiveCode({
      themes: ['github-light', 'github-dark'],
      themeCssSelector: (theme) => `[data-theme='${theme.type}']`,
      useDarkModeMediaQuery: false,
      defaultLocale: 'zh-CN',
      // github-light / github-dark default foregrounds (EC's --ec-codeFg for each theme).
      plugins: [pluginLineNumbers(), pluginValidHtml(), pluginCompactTokens(['#24292e', '#e1e4e8'])],
      // One calm look for every language: no terminal window for shell code (frame "code"),
      // a tinted block without border or heavy shadow, and a title bar only when a title is
      // given, drawn as a plain bar over the code rather than an editor tab.
      defaultProps: { showLineNumbers: false, frame: 'code' },
      // Shiki gives up on a line after 500 ms and leaves the rest of it unhighlighted; on a busy
      // 2-core machine that made builds differ in a few code blocks. No limit: the same input
      // always gives the same page (our grammars are Shiki's own, none known to run away).
      shiki: {
        transformers: [
          {
            name: 'dz-no-tokenize-time-limit',
            preprocess(_code: string, options: { tokenizeTimeLimit?: number }) {
              options.tokenizeTimeLimit = 0;
            },
          },
        ],
      },
      styleOverrides: {
        borderRadius: '0.4rem',
        codeBackground: ({ theme }) => (theme.type === 'dark' ? '#24292e' : '#f6f8fa'),
        borderColor: ({ theme }) => (theme.type === 'dark' ? '#24292e' : '#f6f8fa'),
        frames: {
          frameBoxShadowCssValue: '0 1px 2px 0 rgb(0 0 0 / 10%)',
          editorTabBarBackground: ({ theme }) => (theme.type === 'dark' ? '#24292e' : '#f6f8fa'),
          editorActiveTabBackground: ({ theme }) => (theme.type === 'dark' ? '#24292e' : '#f6f8fa'),
          editorActiveTabForeground: ({ theme }) => (theme.type === 'dark' ? '#e1e4e8' : '#24292e'),
          editorActiveTabIndicatorTopColor: 'transparent',
          // The title's tab carries the same rule as the rest of the bar: one line under the title.
          editorActiveTabIndicatorHeight: '1px',
          editorActiveTabIndicatorBottomColor: ({ theme }) => (theme.type === 'dark' ? '#444d56' : '#d8dee4'),
          editorTabBarBorderBottomColor: ({ theme }) => (theme.type === 'dark' ? '#444d56' : '#d8dee4'),
        },
        codeFontSize: '0.875rem',
        uiFontSize: '0.875rem',
        // The themes' gutter grey is 3.3:1 on white; these meet WCAG AA (4.8:1 and 5.3:1).
        lineNumbers: { foreground: ({ theme }) => (theme.type === 'dark' ? '#959da5' : '#6a737d') },
      },
    }),
    mdx(),
    react(),
    // The post-build scan collects the noindex pages the sitemap leaves out: it runs first.
    postBuild(noindexRoutes),
    sitemap({ filter: (page) => isIndexable(page, siteConfig.url, noindexRoutes) }),
  ],
});
