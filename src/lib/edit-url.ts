// "编辑此页" links, computed as Docusaurus computes them for docs, posts and Markdown pages: a
// base URL is joined with the source file's path from the repository root; a function is given
// where the file lies (and the page's locale) and returns the whole URL, or nothing for no link.

/** What a docs instance's `editUrl` function is given (Docusaurus' `EditUrlFunction` for docs). */
export interface DocsEditUrlParams {
  /** Version name, e.g. `current`. */
  version: string;
  /** Folder of the version's docs from the repository root, e.g. `content-docs`. */
  versionDocsDirPath: string;
  /** The file's path inside that folder, e.g. `guides/docs/create-doc.mdx`. */
  docPath: string;
  permalink: string;
  locale: string;
}

/** What a blog instance's `editUrl` function is given. */
export interface BlogEditUrlParams {
  /** The blog's folder from the repository root, e.g. `content-blog`. */
  blogDirPath: string;
  /** The post's path inside that folder, e.g. `2024-10-31-docusaurus-3.6/index.mdx`. */
  blogPath: string;
  permalink: string;
  locale: string;
}

/** What the Markdown pages' `editUrl` function is given. */
export interface PagesEditUrlParams {
  /** `src/pages`. */
  pagesDirPath: string;
  /** The page's path inside it, e.g. `examples/markdownPageExample.md`. */
  pagesPath: string;
  permalink: string;
  locale: string;
}

export type EditUrl<Params> = string | ((params: Params) => string | undefined | null);

/** `filePath` relative to `dir` (both from the repository root). */
export const pathInside = (filePath: string, dir: string): string => (dir && filePath.startsWith(`${dir}/`) ? filePath.slice(dir.length + 1) : filePath);

/** The edit link of the file at `filePath` (from the repository root); `params` go to a function. */
export function editUrlOf<Params>(editUrl: EditUrl<Params> | undefined, filePath: string, params: () => Params): string | undefined {
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${filePath.replace(/^\/+/, '')}`;
  return editUrl(params()) || undefined;
}
