// Resolves configured navbar items into render-ready links in two steps: `prepareNavbar` runs
// once per build (doc ids become permalinks; unknown doc, sidebar or plugin ids throw, via the
// docs lookups, naming the navbar item), and the function it returns marks one page's active
// item, version and locale links, which is all that differs between pages.
import { ContentError } from '../config/errors';
import type { NavbarItem } from '../config/schema';
import { equivalentInVersion, findDoc, getInstance, latestVersion, sidebarNavbarLink } from './docs/lookups';
import type { DocsInstance } from './docs/types';
import { isOtherHostUrl as isExternal, withBase } from './urls';

export interface PageDocsContext {
  instanceId: string;
  versionName: string;
  docId?: string;
  sidebarName?: string;
}
export interface PageContext {
  path: string;
  docs?: PageDocsContext;
}

export interface NavLink {
  kind: 'link';
  label: string;
  href: string;
  external: boolean;
  active: boolean;
  className?: string;
  version?: { instance: string; name: string };
}
export interface NavHtml {
  kind: 'html';
  value: string;
  className?: string;
}
export interface NavDropdown {
  kind: 'dropdown';
  id: string;
  label: string;
  href?: string;
  active: boolean;
  /** A child is the current page: the mobile menu opens the dropdown. */
  containsActive?: boolean;
  className?: string;
  items: (NavLink | NavHtml)[];
  variant?: 'locale' | 'version';
}
export type ResolvedNavItem = NavLink | NavHtml | NavDropdown | { kind: 'search' };
export interface ResolvedNavbar {
  left: ResolvedNavItem[];
  right: ResolvedNavItem[];
}

function pathActive(page: PageContext, href: string, basePath?: string, baseRegex?: string): boolean {
  if (baseRegex) return new RegExp(baseRegex).test(page.path);
  if (basePath) return page.path === basePath || page.path.startsWith(`${basePath.replace(/\/$/, '')}/`);
  // A router NavLink, as the classic theme's: the link's page and every page below it.
  return !isExternal(href) && (page.path === href || page.path.startsWith(`${href.replace(/\/$/, '')}/`));
}

type PageItem = (page: PageContext) => ResolvedNavItem | null;
export type NavbarForPage = (page: PageContext) => ResolvedNavbar;

export function prepareNavbar(items: NavbarItem[], instances: DocsInstance[], site: { locales: { label: string; lang: string }[] }): NavbarForPage {
  const prepared = items.map((item, index) => ({
    side: 'position' in item && item.position === 'right' ? ('right' as const) : ('left' as const),
    forPage: prepareItem(item, `src/site.config.ts: navbar.items[${index}]`, index),
  }));
  return (page) => {
    const resolved: ResolvedNavbar = { left: [], right: [] };
    for (const { side, forPage } of prepared) {
      const out = forPage(page);
      if (out) resolved[side].push(out);
    }
    return resolved;
  };

  function prepareItem(item: NavbarItem, where: string, index: number): PageItem {
    switch (item.type) {
      case 'default': {
        const href = item.to ?? item.href;
        if (!href) throw new ContentError(`${where}: a link item needs "to" or "href"`);
        const external = isExternal(href);
        return (page) => ({
          kind: 'link',
          label: item.label,
          href,
          external,
          active: pathActive(page, href, item.activeBasePath, item.activeBaseRegex),
          className: item.className,
        });
      }
      case 'doc': {
        const version = latestVersion(getInstance(instances, item.docsPluginId, `${where}.docsPluginId`));
        const doc = findDoc(version, item.docId, where);
        if (!doc) return () => null;
        const sidebar = version.docSidebar.get(doc.id);
        return (page) => {
          const inSameSidebar = page.docs?.instanceId === item.docsPluginId && sidebar !== undefined && page.docs.sidebarName === sidebar;
          return {
            kind: 'link',
            label: item.label ?? doc.sidebarLabel,
            href: doc.permalink,
            external: false,
            active: inSameSidebar || page.path === doc.permalink,
            className: item.className,
          };
        };
      }
      case 'docSidebar': {
        const version = latestVersion(getInstance(instances, item.docsPluginId, `${where}.docsPluginId`));
        const link = sidebarNavbarLink(version, item.sidebarId, where);
        return (page) => {
          const active = page.docs?.instanceId === item.docsPluginId && page.docs.sidebarName === item.sidebarId;
          return { kind: 'link', label: item.label ?? link.label, href: link.href, external: false, active, className: item.className };
        };
      }
      case 'html':
        return () => ({ kind: 'html', value: item.value, className: item.className });
      case 'search':
        return () => ({ kind: 'search' });
      case 'custom-testsOnly':
        return (page) =>
          page.path === '/tests' || page.path.startsWith('/tests/')
            ? { kind: 'link', label: item.label, href: item.to, external: false, active: page.path.startsWith(item.to), className: item.className }
            : null;
      case 'docsVersion':
      case 'docsVersionDropdown': {
        const configured = getInstance(instances, item.docsPluginId, `${where}.docsPluginId`);
        return (page) => {
          // On a page of a multi-version instance the dropdown follows that instance.
          const contextual = page.docs && getInstance(instances, page.docs.instanceId);
          const instance = contextual && contextual.versions.length > 1 ? contextual : configured;
          const current = instance.versions.find((v) => v.name === page.docs?.versionName && page.docs.instanceId === instance.id) ?? latestVersion(instance);
          const mainHref = equivalentInVersion(current, undefined);
          if (item.type === 'docsVersion' || instance.versions.length === 1) {
            return { kind: 'link', label: item.label ?? current.label, href: mainHref, external: false, active: false, className: item.className };
          }
          return {
            kind: 'dropdown',
            id: `versions-${index}`,
            variant: 'version',
            label: item.label ?? current.label,
            active: false,
            className: item.className,
            items: instance.versions.map((v) => ({
              kind: 'link' as const,
              label: v.label,
              href: equivalentInVersion(v, page.docs?.instanceId === instance.id ? page.docs.docId : undefined),
              external: false,
              active: v.name === current.name,
              version: { instance: instance.id, name: v.name },
            })),
          };
        };
      }
      case 'localeDropdown':
        return (page) => ({
          kind: 'dropdown',
          id: `locales-${index}`,
          variant: 'locale',
          label: item.label ?? site.locales[0]!.label,
          active: false,
          className: item.className,
          items: [
            ...site.locales.map((l) => ({ kind: 'link' as const, label: l.label, href: page.path, external: false, active: true })),
            ...item.extraItems.map((e) => ({ kind: 'link' as const, label: e.label, href: withBase(e.baseUrl, page.path), external: true, active: false })),
          ],
        });
      case 'dropdown': {
        // Only links and HTML fit in a dropdown's menu; other children are left out.
        const children = item.items.map((child, i) => prepareItem(child as NavbarItem, `${where}.items[${i}]`, i));
        return (page) => {
          const items = children.flatMap((child) => {
            const r = child(page);
            return r && (r.kind === 'link' || r.kind === 'html') ? [r] : [];
          });
          // As the classic theme: the dropdown itself is active only through its own `to` (or
          // activeBase*); an active child opens it in the mobile menu, but does not mark it.
          const active = item.to ? pathActive(page, item.to, item.activeBasePath, item.activeBaseRegex) : false;
          const containsActive = items.some((c) => c.kind === 'link' && c.active);
          return { kind: 'dropdown', id: `dropdown-${index}`, label: item.label, href: item.to, active, containsActive, className: item.className, items };
        };
      }
    }
  }
}
