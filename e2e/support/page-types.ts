// One URL per page type, from bench/pages.json (shared with npm run bench and the Lighthouse
// gate): the quality-gate specs loop over these, so a new page type is one line there.
import { readFileSync } from 'node:fs';

export type PageType = { type: string; path: string };

const table = JSON.parse(readFileSync(new URL('../../bench/pages.json', import.meta.url), 'utf8')) as Record<string, string>;

export const PAGE_TYPES: PageType[] = Object.entries(table)
  .filter(([key]) => !key.startsWith('_'))
  .map(([type, path]) => ({ type, path }));

/** The page type that is answered with the 404 page (status 404). */
export const NOT_FOUND_TYPE = 'notFound';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Appends a query parameter, keeping an existing query. */
export function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}
