// Post order: newest first by date (date and time when the front matter gives a time).
// Same-day ties: the blog keeps the source path order (as Docusaurus does: files are read in
// path order and the sort is stable); the changelog puts the higher version first, so
// 3.3.2 comes before 3.3.1 and 3.3.0 released the same day.

export interface Sortable {
  date: Date;
  filePath: string;
  title: string;
}

interface SemVer {
  major: number;
  minor: number;
  patch: number;
  pre: (string | number)[];
}

export function parseVersion(version: string): SemVer | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!m) return undefined;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    pre: m[4] ? m[4].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [],
  };
}

/** Semver precedence (2.0.0-alpha.9 < 2.0.0-alpha.10 < 2.0.0-beta.0 < 2.0.0-rc.1 < 2.0.0). Non-versions sort lowest, by name. */
export function compareVersions(a: string, b: string): number {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  if (!va || !vb) return va ? 1 : vb ? -1 : a.localeCompare(b);
  for (const key of ['major', 'minor', 'patch'] as const) if (va[key] !== vb[key]) return va[key] - vb[key];
  if (!va.pre.length || !vb.pre.length) return va.pre.length ? -1 : vb.pre.length ? 1 : 0;
  for (let i = 0; i < Math.max(va.pre.length, vb.pre.length); i++) {
    const x = va.pre[i];
    const y = vb.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

export function comparePosts(order: 'path' | 'version') {
  return (a: Sortable, b: Sortable): number => {
    const byDate = b.date.getTime() - a.date.getTime();
    if (byDate !== 0) return byDate;
    if (order === 'version') {
      const byVersion = compareVersions(b.title, a.title);
      if (byVersion !== 0) return byVersion;
    }
    return a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0;
  };
}

export function sortPosts<T extends Sortable>(posts: readonly T[], order: 'path' | 'version'): T[] {
  return [...posts].sort(comparePosts(order));
}
