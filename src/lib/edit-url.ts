// "编辑此页" links, computed as Docusaurus computes them for docs and posts: a base URL is
// joined with the source file's path from the repository root; a function is given where the
// file lies (and the page's locale) and returns the whole URL, or nothing for no link.

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

/** What a blog instance's `editUrl` function is given (Docusaurus' `EditUrlFunction` for posts). */
export interface BlogEditUrlParams {
  /** The blog's folder from the repository root, e.g. `content-blog`. */
  blogDirPath: string;
  /** The post's path inside that folder, e.g. `2024-10-31-docusaurus-3.6/index.mdx`. */
  blogPath: string;
  permalink: string;
  locale: string;
}

export type EditUrl<Params> = string | ((params: Params) => string | undefined | null);

/** `base` joined to `filePath` with one slash between them. */
const joined = (base: string, filePath: string) => `${base.replace(/\/+$/, '')}/${filePath.replace(/^\/+/, '')}`;

/** `filePath` relative to `dir` (both from the repository root). */
const inside = (filePath: string, dir: string) => (dir && filePath.startsWith(`${dir}/`) ? filePath.slice(dir.length + 1) : filePath);

export function docEditUrl(editUrl: EditUrl<DocsEditUrlParams> | undefined, filePath: string, params: Omit<DocsEditUrlParams, 'docPath'>): string | undefined {
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return joined(editUrl, filePath);
  return editUrl({ ...params, docPath: inside(filePath, params.versionDocsDirPath) }) || undefined;
}

export function postEditUrl(
  editUrl: EditUrl<BlogEditUrlParams> | undefined,
  filePath: string,
  params: Omit<BlogEditUrlParams, 'blogPath'>,
): string | undefined {
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return joined(editUrl, filePath);
  return editUrl({ ...params, blogPath: inside(filePath, params.blogDirPath) }) || undefined;
}
