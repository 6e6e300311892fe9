// What the footer of a Markdown page of src/pages shows: its edit link and last update, under
// the `pages` options of the site config (Docusaurus' pages plugin: editUrl, showLastUpdate*).
import type { SiteConfig } from '../config/schema';
import { editUrlOf, pathInside } from './edit-url';

export interface PageSource {
  /** The page's file from the repository root, e.g. `src/pages/examples/x.md`. */
  file: string;
  permalink: string;
  locale: string;
  lastUpdate?: { date?: Date; author?: string };
  lastCommitDate?: (filePath: string) => Date | undefined;
}

const PAGES_DIR = 'src/pages';

export function pageFooter(options: SiteConfig['pages'], page: PageSource) {
  const editUrl = editUrlOf(options.editUrl, page.file, () => ({
    pagesDirPath: PAGES_DIR,
    pagesPath: pathInside(page.file, PAGES_DIR),
    permalink: page.permalink,
    locale: page.locale,
  }));
  return { editUrl, lastUpdated: lastUpdatedOf(options, page.file, page.lastUpdate, page.lastCommitDate) };
}

/**
 * "最后由 … 于 … 更新" of a doc, post or page, as Docusaurus' showLastUpdateTime /
 * showLastUpdateAuthor: each part only when its option is on, the front matter's `last_update`
 * first. The time falls back to the file's last commit; the author does not (this repository's
 * commits are not by the writers).
 */
export function lastUpdatedOf(
  options: Pick<SiteConfig['pages'], 'showLastUpdateTime' | 'showLastUpdateAuthor'>,
  file: string | undefined,
  lastUpdate: { date?: Date; author?: string } | undefined,
  lastCommitDate?: (filePath: string) => Date | undefined,
): { date?: Date; author?: string } | undefined {
  const date = options.showLastUpdateTime ? (lastUpdate?.date ?? (file ? lastCommitDate?.(file) : undefined)) : undefined;
  const author = options.showLastUpdateAuthor ? lastUpdate?.author : undefined;
  return date || author ? { date, author } : undefined;
}
