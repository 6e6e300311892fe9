// Model of the /versions page: the docs versions of one instance (from the site config) plus
// the released versions kept in src/data/versions.ts (the current release, past versions
// with their English docs, archived versions and the legacy v1 site). Pure: no Astro.
import { z } from 'zod';
import { ContentError, parseOrThrow } from '../config/errors';
import type { DocsInstanceConfig } from '../config/schema';
import { isOtherHostUrl, joinUrl } from './urls';

const link = z.string().refine((v) => v.startsWith('/') || /^https:\/\//.test(v), 'must be a site path starting with "/" or an https:// URL');

const releasedVersion = z.strictObject({
  name: z.string().min(1),
  label: z.string().optional(),
  /** Docs of this version (external for past versions: the English site). */
  docs: link.optional(),
  changelog: link.optional(),
  releasePost: link.optional(),
  releaseNotes: link.optional(),
});

export const versionsArchiveSchema = z.strictObject({
  current: releasedVersion,
  past: z.array(releasedVersion),
  archived: z.array(releasedVersion),
  legacy: z.strictObject({ label: z.string().min(1), docs: link, source: link.optional() }),
  source: link,
});

export type VersionsArchive = z.input<typeof versionsArchiveSchema>;
export type ReleasedVersion = z.output<typeof releasedVersion>;

export interface VersionLink {
  label: string;
  href: string;
  external: boolean;
}

export interface VersionRow {
  name: string;
  label: string;
  links: VersionLink[];
}

export interface VersionsPageModel {
  next: VersionRow[];
  current: VersionRow;
  past: VersionRow[];
  archived: VersionRow[];
  legacy: VersionRow;
}

const mk = (label: string, href: string | undefined): VersionLink[] => (href ? [{ label, href, external: isOtherHostUrl(href) }] : []);

function releasedRow(v: ReleasedVersion, docsLabel: string): VersionRow {
  return {
    name: v.name,
    label: v.label ?? v.name,
    links: [...mk(docsLabel, v.docs), ...mk('更新日志', v.changelog), ...mk('发布博文', v.releasePost), ...mk('GitHub 发布说明', v.releaseNotes)],
  };
}

/**
 * Builds the page model. Next (unreleased) and, when present, latest versions come from the
 * docs instance config; the current release falls back to the archive's `current` entry
 * (this site's main docs only have the unreleased "Canary" version). Versions that are
 * both in the instance and in the archive are listed once. Throws a ContentError naming
 * src/data/versions.ts when the archive data is malformed or lists a version twice.
 */
export function versionsPageModel(instance: Pick<DocsInstanceConfig, 'routeBasePath' | 'versions'>, rawArchive: unknown): VersionsPageModel {
  const file = 'src/data/versions.ts';
  const archive = parseOrThrow(versionsArchiveSchema, rawArchive, file);
  const names = [archive.current, ...archive.past, ...archive.archived].map((v) => v.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new ContentError(`Invalid ${file}: version "${dup}" is listed twice; each version belongs to exactly one of current, past or archived`);

  const docsHref = (path: string) => joinUrl(instance.routeBasePath, path);
  const next = instance.versions
    .filter((v) => v.kind === 'unreleased')
    .map((v) => ({ name: v.name, label: v.label, links: [...mk('文档', docsHref(v.path)), ...mk('源码', archive.source)] }));

  const latest = instance.versions.find((v) => v.kind === 'latest');
  const current: VersionRow = latest
    ? {
        name: latest.name,
        label: latest.label,
        links: [...mk('文档', docsHref(latest.path)), ...releasedRow(archive.current, '文档').links.filter((l) => l.label !== '文档')],
      }
    : releasedRow(archive.current, '文档');

  const instancePast = instance.versions
    .filter((v) => v.kind === 'unmaintained')
    .map((v) => ({ name: v.name, label: v.label, links: mk('文档', docsHref(v.path)) }));
  const known = new Set(instancePast.map((v) => v.name));
  const past = [...instancePast, ...archive.past.filter((v) => !known.has(v.name)).map((v) => releasedRow(v, '英文文档'))];
  const archived = archive.archived.map((v) => releasedRow(v, '归档站点'));
  const legacy: VersionRow = {
    name: '1.x',
    label: archive.legacy.label,
    links: [...mk('文档', archive.legacy.docs), ...mk('源码', archive.legacy.source)],
  };
  return { next, current, past, archived, legacy };
}
