// Everything a docs route shows besides its body, for one doc or generated category index:
// sidebar, breadcrumbs, category cards, table of contents, prev/next, edit link, last update,
// Markdown twin and indexing flags. Plain data in, plain data out: the route only renders it.
import { frontMatterImage } from '../assets';
import type { PageHead } from '../head-tags';
import type { DocFrontMatter } from '../content-schemas';
import { hasTwin, twinRoute } from '../llms/index-files';
import { sidebarNameForDoc } from './instance';
import { paginationFor, paginationForIndex, type Pagination } from './lookups';
import { breadcrumbsFor, categoryItemsFor } from './sidebars';
import { buildToc, type Heading, pageHeadings } from './toc';
import type { Doc, DocsInstance, DocsVersion, GeneratedIndex } from './types';
import { editUrlOf, pathInside } from '../edit-url';
import { lastUpdatedOf } from '../page-footer';
import { hrefOf } from '../urls';

export interface DocPageInput {
  instance: DocsInstance;
  version: DocsVersion;
  /** Exactly one of `doc` and `generatedIndex`. */
  doc?: Doc;
  generatedIndex?: GeneratedIndex;
  /** The rendered doc body: its headings and the flags our remark plugins set. */
  body?: { headings: Heading[]; remarkPluginFrontmatter?: Record<string, unknown> };
  /** Date of a source file's last commit; asked only when the front matter gives no date. */
  lastCommitDate?: (filePath: string) => Date | undefined;
  /** The site's locale, given to an `editUrl` function. */
  locale: string;
}

export type DocPage = ReturnType<typeof docPage>;

export function docPage({ instance, version, doc, generatedIndex, body, lastCommitDate, locale }: DocPageInput) {
  const page = doc ?? generatedIndex;
  if (!page) throw new Error(`docs route of ${instance.id} (version ${version.name}) has neither a doc nor a generated index`);
  const fm: Partial<DocFrontMatter> = doc?.frontMatter ?? {};
  const current = page.permalink;
  const sidebarName = doc ? sidebarNameForDoc(version, doc) : generatedIndex?.sidebar;
  const sidebar = sidebarName ? version.sidebars[sidebarName] : undefined;
  const noindex = instance.noIndex || Boolean(doc?.unlisted);
  const flags = body?.remarkPluginFrontmatter ?? {};
  const pagination: Pagination = doc ? paginationFor(version, doc, sidebarName) : paginationForIndex(version, current, sidebarName);
  return {
    instance,
    version,
    doc,
    /** Permalink of the page. */
    current,
    title: page.title,
    description: doc ? doc.description : generatedIndex?.description,
    keywords: fm.keywords ?? generatedIndex?.keywords,
    // `./cover.png` is a file next to the doc, served as an asset (as Docusaurus bundles it).
    image: frontMatterImage(fm.image, doc?.filePath) || generatedIndex?.image,
    hideTitle: Boolean(fm.hide_title) || Boolean(doc?.hasContentTitle),
    sidebarName,
    sidebar,
    crumbs: sidebar ? breadcrumbsFor(sidebar.items, current) : [],
    /** Items of the page's own category: the cards of `<DocCardList />` in its body. */
    categoryItems: (sidebar && categoryItemsFor(sidebar.items, current)) ?? [],
    toc: body && doc && !fm.hide_table_of_contents ? buildToc(pageHeadings(body), fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3) : [],
    pagination,
    editUrl: doc ? editUrl(instance, version, doc, fm, locale) : undefined,
    markdownTwin: hasTwin(version, doc) ? hrefOf(twinRoute(current)) : undefined,
    lastUpdated: doc && lastUpdatedOf(instance, doc.filePath, fm.last_update, lastCommitDate),
    tags: doc?.tags ?? [],
    noindex,
    searchable: !noindex && !doc?.draft,
    hasMath: Boolean(flags.hasMath),
    /** The page's own `<head>` from its Markdown (src/markdown/remark-page-head.ts). */
    pageHead: flags.pageHead as PageHead | undefined,
  };
}

/** `custom_edit_url: null` hides the link; a string replaces the instance's edit URL. */
function editUrl(instance: DocsInstance, version: DocsVersion, doc: Doc, fm: Partial<DocFrontMatter>, locale: string): string | undefined {
  if (fm.custom_edit_url === null) return undefined;
  if (fm.custom_edit_url) return fm.custom_edit_url;
  if (!doc.filePath) return undefined;
  const docPath = pathInside(doc.filePath, version.sourceDir);
  // editCurrentVersion: a base URL gets the same path in the current version's folder. A function
  // is always told the doc's own version, as in Docusaurus.
  const current = instance.editCurrentVersion ? instance.versions.find((v) => v.name === 'current') : undefined;
  const file = `${(current ?? version).sourceDir}/${docPath}`;
  const params = () => ({ version: version.name, versionDocsDirPath: version.sourceDir, docPath, permalink: doc.permalink, locale });
  return editUrlOf(instance.editUrl, file, params);
}
