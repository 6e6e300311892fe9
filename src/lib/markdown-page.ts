// A standalone Markdown page (Docusaurus' "MDX page": src/pages Markdown and the test pages):
// everything its layout shows besides the body, from the props a test page passes or the front
// matter Astro passes for a `.md` page. Plain data in, plain data out: the layout only renders.
import { parseOrThrow } from '../config/errors';
import type { SiteConfig } from '../config/schema';
import { frontMatterImage, type LocalAsset } from './assets';
import { pageFrontMatter } from './content-schemas';
import { buildToc, type Heading } from './docs/toc';
import type { PageHead } from './head-tags';
import { markdownContentTitle, markdownExcerpt } from './markdown-text';
import { pageFooter } from './page-footer';

export interface MarkdownPageProps {
  title?: string;
  description?: string;
  keywords?: string[];
  /** The share image: a URL, or a file next to the page (`./cover.png`). */
  image?: string | LocalAsset;
  noindex?: boolean;
  unlisted?: boolean;
  /** Test pages are left out of the search index. */
  searchable?: boolean;
  headings?: Heading[];
  tocMin?: number;
  tocMax?: number;
  hideToc?: boolean;
  hideTitle?: boolean;
  hasMath?: boolean;
  wrapperClassName?: string;
  /** The page's own `<head>` from its Markdown. */
  pageHead?: PageHead;
  /** Set by Astro for `.md` pages in src/pages using the layout (src/markdown/remark-page-layout.ts). */
  frontmatter?: Record<string, unknown>;
  file?: string;
  /** The Markdown body (Astro passes it to `.md` pages' layouts; the test pages pass theirs). */
  rawContent?: () => string;
}

export interface MarkdownPageSite {
  production: boolean;
  permalink: string;
  locale: string;
  pages: SiteConfig['pages'];
  lastCommitDate?: (filePath: string) => Date | undefined;
}

export function markdownPage(p: MarkdownPageProps, site: MarkdownPageSite) {
  let fm: Partial<ReturnType<typeof pageFrontMatter.parse>> = {};
  let source = 'Markdown page';
  let flags: { hasMath?: boolean; pageHead?: PageHead; tocHeadings?: Heading[] } = {};
  if (p.frontmatter) {
    // Keys added by Astro (layout, file, url) and by our remark plugins (flags) are not front matter.
    const { layout: _layout, file: _file, url: _url, hasMath, pageHead, tocHeadings, ...rest } = p.frontmatter;
    source = p.file ? p.file.slice(p.file.indexOf('/src/') + 1) : source;
    fm = parseOrThrow(pageFrontMatter, rest, source);
    flags = { hasMath: Boolean(hasMath), pageHead: pageHead as PageHead | undefined, tocHeadings: tocHeadings as Heading[] | undefined };
  }
  // A Markdown page is named by its own `# Title` when the front matter has no title, shows that
  // heading instead of one of ours, and is described by its first line, as Docusaurus' pages.
  const raw = p.rawContent?.();
  const contentTitle = raw === undefined ? undefined : markdownContentTitle(raw);
  const unlisted = p.unlisted ?? fm.unlisted ?? false;
  const headings = flags.tocHeadings ?? p.headings;
  const hideToc = p.hideToc ?? fm.hide_table_of_contents ?? false;
  // A draft page of src/pages is left out of the production site, as in Docusaurus: Astro builds
  // every file there, so the page is marked and the post-build pass removes it.
  const draft = site.production && Boolean(fm.draft);
  const noindex = Boolean(p.noindex || unlisted || draft);
  // `wrapperClassName` classes <html>, as Docusaurus' Markdown pages do (with the page's own `<html className>`).
  const wrapperClassName = p.wrapperClassName ?? fm.wrapperClassName;
  const ownHead = p.pageHead ?? flags.pageHead;
  const title = p.title ?? fm.title ?? contentTitle ?? '';
  return {
    title,
    showTitle: !(p.hideTitle ?? contentTitle !== undefined),
    /** What the page layout (BaseLayout) is given for the document's head. */
    head: {
      title,
      description: p.description ?? fm.description ?? (raw === undefined ? undefined : markdownExcerpt(raw)),
      keywords: p.keywords ?? fm.keywords,
      image: p.image ?? frontMatterImage(fm.image, source),
      noindex,
      searchable: (p.searchable ?? true) && !noindex,
      pageHead: wrapperClassName ? { tags: [], ...ownHead, htmlClass: [ownHead?.htmlClass, wrapperClassName].filter(Boolean).join(' ') } : ownHead,
    },
    unlisted,
    toc: hideToc || !headings ? [] : buildToc(headings, p.tocMin ?? fm.toc_min_heading_level ?? 2, p.tocMax ?? fm.toc_max_heading_level ?? 3),
    hasMath: p.hasMath ?? flags.hasMath,
    draft,
    // Only the Markdown pages of src/pages (Astro passes their file) have a source to edit.
    footer: p.file
      ? pageFooter(site.pages, {
          file: source,
          permalink: site.permalink,
          locale: site.locale,
          lastUpdate: fm.last_update,
          lastCommitDate: site.lastCommitDate,
        })
      : undefined,
  };
}
