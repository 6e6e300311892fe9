// Blog post permalinks, as Docusaurus' parseBlogFileName: the last date in a post's path
// (YYYY-MM-DD, `-` or `/` between, one- or two-digit month and day) starts its route, followed
// by the folders before it and the name after it: releases/2021-08-22-x → 2021/08/22/releases/x,
// 2021/08/22/x → 2021/08/22/x. An index file takes its folder's name. A front matter slug
// replaces the whole route under the blog's base (relative or not: it does not keep the folder).

// On the path without its extension: folder, year, month, day, the name after the date.
const DATED_PATH = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?$/;

export interface PostLocation {
  /** Route path under the blog base, without leading slash, e.g. 2021/03/09/releasing-docusaurus-i18n. */
  slugPath: string;
  /** Date encoded in the path, if it is a real calendar day (UTC). */
  date?: Date;
  /** The path's text: what follows the date, or the whole path (the title of last resort). */
  text: string;
  /** A date in the path that is not a real calendar day (e.g. 2021-02-30), as written. */
  invalidDate?: string;
}

/** entryPath: the post's path under the blog folder, without extension (e.g. releases/3.6, 2019-05-30-welcome/index). */
export function postLocation(entryPath: string, frontMatterSlug?: string): PostLocation {
  const m = DATED_PATH.exec(entryPath);
  const text = m ? m[5]! : entryPath.replace(/\/index$/, '');
  const route = frontMatterSlug ?? (m ? `${m[2]}/${m[3]}/${m[4]}/${m[1]}${m[5]}` : text);
  const location: PostLocation = { slugPath: route.replace(/^\/+|\/+$/g, ''), text };
  if (!m) return location;
  const [y, mo, d] = [m[2]!, m[3]!, m[4]!].map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  return real ? { ...location, date: day } : { ...location, invalidDate: `${m[2]}-${m[3]}-${m[4]}` };
}
