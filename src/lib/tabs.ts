// Helpers for the Tabs component: read the panels' values and labels from rendered HTML and
// mark the initially active one. Only panels owned by this Tabs instance are touched, so
// nested tabs keep their own state.
import { decodeAttribute } from './html-attribute';
import { escapeHtml } from './search/text';
import { pageStorageNamespace, readStoredValue } from './stored-value';

/** Attributes a tab's own button gets (Docusaurus' `attributes` of a TabItem or a `values` entry). */
export type TabAttributes = Record<string, string | number | boolean>;

export interface TabInfo {
  value: string;
  label: string;
  attributes?: TabAttributes;
}

/** A DOM id fragment for a tab value (values may hold spaces or punctuation). */
export const tabDomId = (owner: string, value: string) => `${owner}-${value.replace(/[^\p{L}\p{N}_-]+/gu, '_')}`;

/**
 * Marks the tab panels at the top level of `html` (not those of nested tabs, which are
 * already rendered inside it) as owned by `owner`, with their DOM ids.
 */
export function claimTopLevelPanels(html: string, owner: string): string {
  let depth = 0;
  return html.replace(/<div\b[^>]*>|<\/div>/g, (tag) => {
    if (tag === '</div>') {
      depth--;
      return tag;
    }
    const top = depth === 0;
    depth++;
    if (!top || !tag.startsWith('<div role="tabpanel"')) return tag;
    const value = decodeAttribute(attr(tag, 'data-value') ?? '');
    const id = tabDomId(owner, value);
    return tag.replace('<div role="tabpanel"', `<div role="tabpanel" data-tabs-owner="${owner}" id="${id}" aria-labelledby="${id}-tab"`);
  });
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

export function parseTabPanels(html: string, owner: string): { tabs: TabInfo[]; defaultValue?: string } {
  const tabs: TabInfo[] = [];
  let defaultValue: string | undefined;
  for (const m of html.matchAll(/<div role="tabpanel"[^>]*>/g)) {
    const tag = m[0];
    if (attr(tag, 'data-tabs-owner') !== owner) continue;
    const value = decodeAttribute(attr(tag, 'data-value') ?? '');
    const attributes = attr(tag, 'data-attributes');
    tabs.push({ value, label: decodeAttribute(attr(tag, 'data-label') ?? value), ...(attributes && { attributes: JSON.parse(decodeAttribute(attributes)) }) });
    if (attr(tag, 'data-default') === 'true' && defaultValue === undefined) defaultValue = value;
  }
  const values = tabs.map((t) => t.value);
  const duplicate = values.find((v, i) => values.indexOf(v) !== i);
  if (duplicate !== undefined) throw new Error(`<Tabs> has two <TabItem> with value "${duplicate}"; values must be unique.`);
  return { tabs, defaultValue };
}

export interface TabValue {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: TabAttributes;
}

/**
 * The tabs and the one shown first, as Docusaurus' Tabs decide them: a `values` prop replaces
 * the items' values and labels; `defaultValue` (unless null) must name a tab; else the item
 * marked `default`, else the first. Throws a message naming what is allowed.
 */
export function resolveTabs(
  parsed: { tabs: TabInfo[]; defaultValue?: string },
  values?: TabValue[],
  defaultValue?: string | null,
): { tabs: TabInfo[]; initial: string } {
  const tabs = values?.length
    ? values.map((v) => ({ value: v.value, label: v.label ?? v.value, ...(v.attributes && { attributes: v.attributes }) }))
    : parsed.tabs;
  if (!tabs.length) throw new Error('<Tabs> needs at least one <TabItem>');
  const list = tabs.map((t) => t.value).join(', ');
  if (defaultValue && !tabs.some((t) => t.value === defaultValue))
    throw new Error(`<Tabs defaultValue="${defaultValue}">: no tab has this value; allowed: ${list}, or defaultValue={null} for the first tab`);
  const marked = values?.length ? values.find((v) => v.default)?.value : parsed.defaultValue;
  return { tabs, initial: defaultValue || marked || tabs[0]!.value };
}

/** Gives this Tabs' panels the labels of its tabs (a `values` prop may rename them): they head each panel without JavaScript. */
export function labelPanels(html: string, owner: string, tabs: TabInfo[]): string {
  const labels = new Map(tabs.map((t) => [t.value, t.label]));
  return html.replace(/<div role="tabpanel"[^>]*>/g, (tag) => {
    const label = attr(tag, 'data-tabs-owner') === owner ? labels.get(decodeAttribute(attr(tag, 'data-value') ?? '')) : undefined;
    return label === undefined
      ? tag
      : tag.replace(/ data-label="[^"]*"/, '').replace('<div role="tabpanel"', `<div role="tabpanel" data-label="${escapeHtml(label)}"`);
  });
}

export function markActivePanel(html: string, owner: string, value: string): string {
  return html.replace(/<div role="tabpanel"[^>]*>/g, (tag) => {
    if (attr(tag, 'data-tabs-owner') !== owner) return tag;
    return decodeAttribute(attr(tag, 'data-value') ?? '') === value ? tag.replace('<div role="tabpanel"', '<div role="tabpanel" data-active') : tag;
  });
}

export const tabStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
/** A tab group's remembered choice (written by ../stores/tabs), read by the page script that shows it on load. */
export const storedTabChoice = (groupId: string) => readStoredValue(tabStorageKey(groupId), pageStorageNamespace());
