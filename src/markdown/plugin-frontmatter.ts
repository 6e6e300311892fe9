// What our remark and rehype plugins tell a page: keys they add to `file.data.astro.frontmatter`,
// which Astro hands the page as `remarkPluginFrontmatter` (and a `.md` page's layout as
// `frontmatter`): hasMath, pageHead, tocHeadings, layout.
type WithFrontmatter = { data: { astro?: { frontmatter?: Record<string, unknown> } } };

/** The file's plugin front matter, created when the file has none yet. */
export function pluginFrontmatter(file: WithFrontmatter): Record<string, unknown> {
  file.data.astro ??= {};
  file.data.astro.frontmatter ??= {};
  return file.data.astro.frontmatter;
}
