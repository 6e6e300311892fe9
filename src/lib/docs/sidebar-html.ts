// The docs sidebar as HTML, written by string building rather than by an Astro component per
// item: every docs page carries its whole sidebar, so the component tree was rendered pages ×
// items times, and at ten times the docs (a sidebar of ~1,000 items) that alone took a minute
// of the build. Categories are <details>, so they open and close without JavaScript; the
// sidebar script adds animation and auto-collapse. Unlisted items are hidden unless they are
// the current page. Plain link items carry no classes (`.dz-sidebar__list li > a` styles
// them); only the current one is marked.
import { escapeHtml } from '../search/text';
import { hrefOf, isOtherHostUrl } from '../urls';
import { containsHref, isVisibleSidebarItem } from './sidebars';
import type { SidebarItem } from './types';

/** How the docs sidebar's <aside> starts (DocSidebar.astro): post-build steps find its copy in a page by it. */
export const SIDEBAR_ASIDE_START = '<aside class="dz-doc-sidebar"';
const SIDEBAR_ASIDE_END = '</aside>';

/** A built page cut around its docs sidebar's <aside>, or undefined for a page without one. */
export function splitAtDocsSidebar(html: string): { before: string; aside: string; after: string } | undefined {
  const start = html.indexOf(SIDEBAR_ASIDE_START);
  const end = start < 0 ? -1 : html.indexOf(SIDEBAR_ASIDE_END, start);
  if (end < 0) return undefined;
  const close = end + SIDEBAR_ASIDE_END.length;
  return { before: html.slice(0, start), aside: html.slice(start, close), after: html.slice(close) };
}

/**
 * What one page's copy of a sidebar has that the next page's lacks: the current page's marks
 * and the categories opened on its path (written below). None of them is a link, an id or a
 * script, so two copies equal without them link to the same pages.
 */
const PAGE_MARKS =
  / class="dz-menu__link dz-menu__link--active"| open(?= data-dz-category)| aria-current="page"| dz-menu__link--active| dz-sidebar__category-link--current| dz-sidebar__summary--active/g;

/** A page's copy of its sidebar without that page's marks: the same text on every page of the sidebar. */
export const withoutPageMarks = (aside: string): string => aside.replace(PAGE_MARKS, '');

/** The mark of an external link (drawn by CSS from one mask image; see ExternalIcon.astro). */
export const EXTERNAL_ICON_HTML = '<span class="dz-external-icon" aria-hidden="true"></span>';

type Attrs = Record<string, string | boolean | undefined>;

/** ` name="value"` pairs, values escaped; `true` writes the bare name, false/undefined nothing. */
function attrs(list: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(list)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

/** Class names joined, falsy ones left out (as Astro's class:list does). */
const classes = (...names: (string | false | undefined)[]): string | undefined => names.filter(Boolean).join(' ') || undefined;

/**
 * An item's `<li>`: its classes, the item's own className last, and its customProps (data for
 * custom sidebar components) as a data attribute, so they are inspectable.
 */
const li = (item: SidebarItem, ...names: (string | false | undefined)[]) =>
  `<li${attrs({ class: classes(...names, item.className), 'data-custom-props': item.customProps ? JSON.stringify(item.customProps) : undefined })}>`;

function link(item: Extract<SidebarItem, { type: 'link' }>, current: string): string {
  const active = item.href === current;
  const external = isOtherHostUrl(item.href);
  const a = attrs({
    class: active ? 'dz-menu__link dz-menu__link--active' : undefined,
    href: hrefOf(item.href),
    'aria-current': active ? 'page' : undefined,
    target: external ? '_blank' : undefined,
    rel: external ? 'noopener noreferrer' : undefined,
  });
  return `${li(item)}<a${a}>${escapeHtml(item.label)}${external ? EXTERNAL_ICON_HTML : ''}</a></li>`;
}

function category(item: Extract<SidebarItem, { type: 'category' }>, current: string, level: number): string {
  const holdsCurrent = containsHref(item, current);
  const active = item.href === current;
  const children = list(item.items, current, level + 1);
  const open = !item.collapsed || holdsCurrent;
  const label = escapeHtml(item.label);
  let body: string;
  if (item.collapsible && item.href) {
    // The link sits beside the <summary>, not inside it: a link in a summary is an interactive
    // control nested in another (axe nested-interactive). The summary is the caret, placed on
    // the link's row by CSS, named after the category.
    const a = attrs({
      class: classes('dz-menu__link dz-sidebar__category-link', active && 'dz-menu__link--active', holdsCurrent && 'dz-sidebar__category-link--current'),
      href: hrefOf(item.href),
      'aria-current': active ? 'page' : undefined,
    });
    body = `<a${a}>${label}</a><details${attrs({ open })} data-dz-category><summary class="dz-sidebar__summary dz-sidebar__caret" aria-label="${label}"></summary>${children}</details>`;
  } else if (item.collapsible) {
    const summary = classes('dz-sidebar__summary', holdsCurrent && 'dz-sidebar__summary--active');
    body = `<details${attrs({ open })} data-dz-category><summary class="${summary}"><span class="dz-menu__link">${label}</span></summary>${children}</details>`;
  } else {
    const head = item.href
      ? `<a${attrs({ class: classes('dz-menu__link dz-sidebar__static', active && 'dz-menu__link--active'), href: hrefOf(item.href) })}>${label}</a>`
      : `<span class="dz-menu__link dz-sidebar__static">${label}</span>`;
    body = head + children;
  }
  return `${li(item, 'dz-sidebar__category', item.collapsible && Boolean(item.href) && 'dz-sidebar__category--linked')}${body}</li>`;
}

function list(items: readonly SidebarItem[], current: string, level: number): string {
  let out = `<ul class="${level === 1 ? 'dz-menu dz-sidebar__list' : 'dz-menu'}">`;
  for (const item of items) {
    if (!isVisibleSidebarItem(item, current)) continue;
    if (item.type === 'link') out += link(item, current);
    else if (item.type === 'category') out += category(item, current, level);
    else out += `${li(item, 'dz-sidebar__html', item.defaultStyle && 'dz-sidebar__html--default')}${item.value}</li>`;
  }
  return `${out}</ul>`;
}

/** The sidebar's list for the page at `current` (its route), as the docs layout embeds it. */
export function sidebarHtml(items: readonly SidebarItem[], current: string): string {
  return list(items, current, 1);
}
