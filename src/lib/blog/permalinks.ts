// Blog post permalinks (Docusaurus rules): a `YYYY-MM-DD-name` file or folder gives
// /{base}/YYYY/MM/DD/name; a front matter slug replaces the date path; folders with an
// index file take the folder name.

const DATE_RE = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/]?(.*)$/;

export interface PostLocation {
  /** Route path under the blog base, without leading slash, e.g. 2021/03/09/releasing-docusaurus-i18n. */
  slugPath: string;
  /** Date encoded in the file name, if any (UTC). */
  date?: Date;
  /** The file name's text: what follows the date, or the whole path (the title of last resort). */
  text: string;
}

export function postLocation(entryPath: string, frontMatterSlug?: string): PostLocation {
  // entryPath: path relative to the blog folder without extension (e.g. releases/3.6 or 2019-05-30-welcome/index).
  const segments = entryPath.split('/');
  if (/^index$/i.test(segments[segments.length - 1]!)) segments.pop();
  const name = segments.pop() ?? '';
  const dirs = segments;
  const m = DATE_RE.exec(name);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  const validDate = date && date.getUTCMonth() === Number(m![2]) - 1 && date.getUTCDate() === Number(m![3]) ? date : undefined;
  const baseName = m ? m[4] || name : name;
  const text = m ? m[4]! : [...dirs, name].join('/');
  if (frontMatterSlug !== undefined) {
    const slug = frontMatterSlug.replace(/^\/+/, '');
    return { slugPath: frontMatterSlug.startsWith('/') ? slug : [...dirs, slug].join('/'), date: validDate, text };
  }
  const datePath = m ? `${m[1]}/${m[2]}/${m[3]}/` : '';
  return { slugPath: [...dirs, `${datePath}${baseName}`].filter(Boolean).join('/'), date: validDate, text };
}

/** A file-name date prefix that is not a real calendar day (e.g. 2021-02-30-x). */
export function invalidFileDate(entryPath: string): string | undefined {
  const segments = entryPath.split('/');
  if (/^index$/i.test(segments[segments.length - 1]!)) segments.pop();
  const m = DATE_RE.exec(segments.pop() ?? '');
  if (!m) return undefined;
  return postLocation(entryPath).date ? undefined : `${m[1]}-${m[2]}-${m[3]}`;
}

export { joinUrl as joinRoute } from '../urls';
