// Lookups used by pages and navbar items: unknown ids throw with the list of
// available ids; a draft doc id yields nothing.
import { ContentError } from '../../config/errors';
import { docById, firstSidebarLink, sidebarPages, type SidebarLink } from './sidebars';
import type { Doc, DocsInstance, DocsVersion } from './types';

export function getInstance(instances: DocsInstance[], id: string, where = 'src/site.config.ts: docs'): DocsInstance {
  const found = instances.find((i) => i.id === id);
  if (!found) throw new ContentError(`${where}: docs plugin with id "${id}" is not enabled; allowed: ${instances.map((i) => i.id).join(', ')}`);
  return found;
}

export function latestVersion(instance: DocsInstance): DocsVersion {
  return instance.versions.find((v) => v.isLast) ?? instance.versions[0]!;
}

export function findDoc(version: DocsVersion, docId: string, where = 'docs lookup'): Doc | null {
  return docById(version, docId, `${where} (version ${version.name})`);
}

export function getSidebar(version: DocsVersion, sidebarId: string, where = 'docs lookup') {
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    throw new ContentError(`${where}: unknown sidebar id "${sidebarId}". Available sidebar ids are: ${Object.keys(version.sidebars).join(', ')}`);
  }
  return sidebar;
}

/** Target of a docSidebar navbar item: the sidebar's first link. */
export function sidebarNavbarLink(version: DocsVersion, sidebarId: string, where: string): SidebarLink {
  const link = firstSidebarLink(getSidebar(version, sidebarId, where));
  if (!link) throw new ContentError(`${where}: sidebar "${sidebarId}" has no link (no doc, no category link): a docSidebar navbar item cannot point to it.`);
  return link;
}

/** The same doc in another version, else that version's main doc (version dropdown rule). */
export function equivalentInVersion(target: DocsVersion, docId: string | undefined): string {
  const same = docId ? target.docs.find((d) => d.id === docId) : undefined;
  const main = target.docs.find((d) => d.id === target.mainDocId);
  return (same ?? main)?.permalink ?? target.path;
}

export interface Pagination {
  previous?: SidebarLink;
  next?: SidebarLink;
}

/** The listed pages of a sidebar in reading order: plain link items are not pages, prev/next only walks docs and category links. */
const listedPages = (version: DocsVersion, sidebarName: string | undefined) =>
  sidebarName ? sidebarPages(version.sidebars[sidebarName]?.items ?? []).filter((l) => !l.unlisted) : [];

/**
 * A generated index's previous and next pages: its neighbours in the sidebar's reading order
 * (Docusaurus' category navigation), the next being its first listed page in most sidebars.
 */
export function paginationForIndex(version: DocsVersion, permalink: string, sidebarName: string | undefined): Pagination {
  const links = listedPages(version, sidebarName);
  const index = links.findIndex((l) => l.href === permalink);
  return index < 0 ? {} : { previous: navigationLabel(version, links[index - 1]), next: navigationLabel(version, links[index + 1]) };
}

/**
 * The label of a prev/next link, in Docusaurus' order: the doc's pagination_label, then its
 * sidebar_label, then the label its sidebar item gives it (the link's label, which falls back to
 * the title). A category's own doc link does not take the category's label: its title stands
 * there instead. Generated indexes and plain links keep their label.
 */
function navigationLabel(version: DocsVersion, l: SidebarLink | undefined): SidebarLink | undefined {
  if (!l?.docId) return l;
  const doc = version.docs.find((x) => x.id === l.docId);
  if (!doc) return l;
  const fm = doc.frontMatter;
  const label = fm.pagination_label ?? fm.sidebar_label ?? (l.kind === 'category' ? doc.title : l.label);
  return label === l.label ? l : { ...l, label };
}

export function paginationFor(version: DocsVersion, doc: Doc, sidebarName: string | undefined): Pagination {
  // An unlisted doc has no neighbours in the sidebar.
  const links = doc.unlisted ? [] : listedPages(version, sidebarName);
  const index = links.findIndex((l) => l.docId === doc.id);
  const byId = (id: string | null | undefined, fallback: SidebarLink | undefined): SidebarLink | undefined => {
    if (id === null) return undefined;
    if (id === undefined) return fallback;
    const target = findDoc(version, id, `${doc.entryPath}: pagination`);
    // As Docusaurus: an unlisted target gets no link.
    return target && !target.unlisted
      ? { href: target.permalink, label: target.frontMatter.pagination_label ?? target.sidebarLabel, docId: target.id, unlisted: false }
      : undefined;
  };
  return {
    previous: byId(doc.frontMatter.pagination_prev, index > 0 ? navigationLabel(version, links[index - 1]) : undefined),
    next: byId(doc.frontMatter.pagination_next, index >= 0 ? navigationLabel(version, links[index + 1]) : undefined),
  };
}
