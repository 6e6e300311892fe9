// The route table: every route of the site with its component,
// exact flag, sidebar and props, keyed like Docusaurus (path + "-" + 3-char hash). Built
// once from the engines; the debug pages and tests read it.
import { createHash } from 'node:crypto';

export interface RouteEntry {
  path: string;
  component: string;
  exact: boolean;
  sidebar?: string;
  props?: Record<string, unknown>;
  routes?: RouteEntry[];
  key: string;
}

export function routeKey(path: string, component: string): string {
  return `${path}-${createHash('md5').update(`${path}${component}`).digest('hex').slice(0, 3)}`;
}

export function route(path: string, component: string, extra: Partial<Omit<RouteEntry, 'path' | 'component' | 'key'>> = {}): RouteEntry {
  return { path, component, exact: extra.exact ?? true, ...extra, key: routeKey(path, component) };
}

/** Sorted, and fails on two routes with one path (a duplicate slug) naming both components. */
export function finalizeTable(entries: RouteEntry[]): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const e of entries) {
    const other = seen.get(e.path);
    if (other)
      throw new Error(
        `Duplicate route ${e.path}: produced by ${other.component} (${JSON.stringify(other.props ?? {})}) and ${e.component} (${JSON.stringify(e.props ?? {})})`,
      );
    seen.set(e.path, e);
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
}
