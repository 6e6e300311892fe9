// Zod schema of src/site.config.ts. Parsed once (src/config/index.ts); everything
// downstream trusts the resulting SiteConfig type. Docs and blog instances: ./instances.ts.
import { z } from 'zod';
import { DEFAULT_OFFLINE_STRATEGIES, OFFLINE_STRATEGIES } from '../lib/pwa';
import { blogInstanceSchema, checkInstances, docsInstanceSchema, editUrl, lastUpdateOptions, sitePath } from './instances';
import type { PagesEditUrlParams } from '../lib/edit-url';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour such as #2e8555');

export const logoSchema = z.strictObject({
  src: z.string(),
  srcDark: z.string().optional(),
  alt: z.string(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  className: z.string().optional(),
  style: z.record(z.string(), z.string()).optional(),
});

const isRegExp = (value: string) => {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
};
const regExpSource = z.string().refine(isRegExp, 'must be a valid regular expression');

const position = z.enum(['left', 'right']).default('left');
const common = {
  label: z.string().optional(),
  position,
  className: z.string().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: regExpSource.optional(),
};

const linkItem = z.strictObject({
  type: z.literal('default').default('default'),
  ...common,
  label: z.string(),
  to: z.string().optional(),
  href: z.url().optional(),
});

const docsPluginId = z.string().default('default');
const docItem = z.strictObject({ type: z.literal('doc'), ...common, docId: z.string(), docsPluginId });
const docSidebarItem = z.strictObject({ type: z.literal('docSidebar'), ...common, sidebarId: z.string(), docsPluginId });
const htmlItem = z.strictObject({ type: z.literal('html'), position, className: z.string().optional(), value: z.string() });
const searchItem = z.strictObject({ type: z.literal('search'), position, className: z.string().optional() });
const versionItem = z.strictObject({ type: z.literal('docsVersion'), ...common, docsPluginId });
const versionDropdownItem = z.strictObject({ type: z.literal('docsVersionDropdown'), ...common, docsPluginId });
const localeDropdownItem = z.strictObject({
  type: z.literal('localeDropdown'),
  ...common,
  /** Extra entries after the site's own locales (the reference links its English edition). */
  extraItems: z.array(z.strictObject({ label: z.string(), lang: z.string(), baseUrl: z.url() })).default([]),
});
const testsOnlyItem = z.strictObject({ type: z.literal('custom-testsOnly'), ...common, label: z.string(), to: sitePath });

const dropdownChild = z.union([linkItem, docItem, docSidebarItem, htmlItem]);
const dropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  ...common,
  label: z.string(),
  to: z.string().optional(),
  items: z.array(dropdownChild).min(1),
});

// In the order the unknown-type message lists them.
const navbarItemByType = z.discriminatedUnion('type', [
  linkItem.extend({ type: z.literal('default') }),
  docItem,
  docSidebarItem,
  dropdownItem,
  versionDropdownItem,
  versionItem,
  localeDropdownItem,
  searchItem,
  htmlItem,
  testsOnlyItem,
]);
const NAVBAR_ITEM_TYPES: readonly string[] = navbarItemByType.options.map((item) => item.shape.type.value);

/** Navbar items are checked by type first, so an unknown type gets a message naming the allowed ones. */
export const navbarItemSchema = z
  .looseObject({ type: z.string().optional() })
  .superRefine((item, ctx) => {
    const type = item.type ?? 'default';
    if (!NAVBAR_ITEM_TYPES.includes(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `unknown navbar item type "${type}"; allowed: ${NAVBAR_ITEM_TYPES.join(', ')}`,
      });
    }
  })
  .transform((item) => ({ ...item, type: item.type ?? 'default' }))
  .pipe(navbarItemByType);

const footerLinkItem = z.union([
  z.strictObject({ label: z.string(), to: z.string().optional(), href: z.url().optional() }),
  z.strictObject({ html: z.string() }),
]);

export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('dark'),
  links: z.union([z.array(z.strictObject({ title: z.string(), items: z.array(footerLinkItem) })), z.array(footerLinkItem)]),
  logo: logoSchema.optional(),
  copyright: z.string(),
  /** ICP filing number shown under the copyright; links to the official filing site. */
  filing: z.strictObject({ number: z.string(), href: z.url() }).optional(),
});

export const announcementBarSchema = z.strictObject({
  id: z.string().min(1),
  content: z.string(),
  /** Without colours the bar is a band tinted with the site's primary colour (`colors`) in each colour mode. */
  backgroundColor: hexColor.optional(),
  textColor: hexColor.optional(),
  isCloseable: z.boolean().default(true),
});

/**
 * Search: local (the site's Pagefind index) unless appId, apiKey and indexName are all set
 * (env ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME), which switches to hosted
 * Algolia DocSearch with the same UI.
 */
export const searchSchema = z
  .strictObject({
    appId: z.string().min(1).optional(),
    apiKey: z.string().min(1).optional(),
    indexName: z.string().min(1).optional(),
    searchParameters: z.record(z.string(), z.unknown()).default({}),
    contextualSearch: z.boolean().default(true),
    externalUrlRegex: regExpSource.optional(),
    searchPagePath: z
      .string()
      .regex(/^[^/].*[^/]$|^[^/]$/, 'must be a path relative to baseUrl without leading or trailing "/", such as "search"')
      .default('search'),
  })
  .superRefine((search, ctx) => {
    const keys = ['appId', 'apiKey', 'indexName'] as const;
    const set = keys.filter((k) => search[k]);
    if (set.length > 0 && set.length < keys.length) {
      for (const k of keys.filter((key) => !search[key])) {
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `missing: hosted search needs appId, apiKey and indexName together (env ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME); allowed: all three, or none for local search`,
        });
      }
    }
  });

export const localeSchema = z.strictObject({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: z.string(),
  calendar: z.string(),
  path: z.string(),
});

const siteConfigObject = z.strictObject({
  title: z.string().min(1),
  /** The site's own (Chinese) name: og:site_name, the social cards, the feeds' author. */
  siteName: z.string().min(1),
  tagline: z.string(),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must be a path starting and ending with "/", such as "/" or "/docs/"'),
  favicon: z.string(),
  trailingSlash: z.literal(false),
  productVersion: z.string(),
  siteVersion: z.string(),
  i18n: z.strictObject({
    defaultLocale: z.string(),
    locales: z.array(z.string()).min(1),
    localeConfigs: z.record(z.string(), localeSchema),
  }),
  colorMode: z.strictObject({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(true),
  }),
  colors: z.strictObject({
    primaryLight: hexColor,
    primaryDark: hexColor,
    backgroundLight: hexColor,
    backgroundDark: hexColor,
  }),
  navbar: z.strictObject({
    title: z.string().optional(),
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItemSchema),
  }),
  footer: footerSchema,
  announcementBar: announcementBarSchema.optional(),
  search: searchSchema,
  analytics: z.strictObject({ scriptUrl: z.url(), siteId: z.string().optional() }).optional(),
  docs: z.array(docsInstanceSchema).min(1),
  blog: z.array(blogInstanceSchema).default([]),
  feedbackBoard: z.strictObject({ token: z.string().min(1) }).optional(),
  /** PWA: offline-mode activation strategies and worker debug logging. */
  pwa: z
    .strictObject({
      offlineModeActivationStrategies: z.array(z.enum(OFFLINE_STRATEGIES)).default([...DEFAULT_OFFLINE_STRATEGIES]),
      debug: z.boolean().default(false),
    })
    .prefault({}),
  /** Markdown pages of src/pages: "编辑此页" and "最后更新" under each, as Docusaurus' pages plugin options. */
  pages: z
    .strictObject({
      editUrl: editUrl<PagesEditUrlParams>().optional(),
      ...lastUpdateOptions,
    })
    .prefault({}),
  customFields: z.record(z.string(), z.unknown()).default({}),
});
export const siteConfigSchema = siteConfigObject.superRefine(crossChecks);

type Ctx = z.RefinementCtx;
const list = (values: Iterable<string>) => [...values].join(', ');

/** Checks between keys: locales, unique instances, navbar items naming a docs instance. */
function crossChecks(config: z.output<typeof siteConfigObject>, ctx: Ctx) {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  if (!locales.includes(defaultLocale)) {
    ctx.addIssue({ code: 'custom', path: ['i18n', 'defaultLocale'], message: `"${defaultLocale}" is not one of i18n.locales; allowed: ${list(locales)}` });
  }
  for (const locale of locales) {
    if (!(locale in localeConfigs))
      ctx.addIssue({
        code: 'custom',
        path: ['i18n', 'localeConfigs'],
        message: `no entry for locale "${locale}"; allowed: one entry per locale of i18n.locales (${list(locales)})`,
      });
  }
  for (const key of Object.keys(localeConfigs)) {
    if (!locales.includes(key))
      ctx.addIssue({ code: 'custom', path: ['i18n', 'localeConfigs', key], message: `"${key}" is not one of i18n.locales; allowed: ${list(locales)}` });
  }
  checkInstances(config, ctx);
  const ids = config.docs.map((d) => d.id);
  type Item = { type: string; docsPluginId?: string; items?: Item[] };
  const checkItem = ({ docsPluginId, items }: Item, path: (string | number)[]) => {
    if (docsPluginId !== undefined && !ids.includes(docsPluginId)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'docsPluginId'], message: `no docs instance with id "${docsPluginId}"; allowed: ${list(ids)}` });
    }
    items?.forEach((child, i) => checkItem(child, [...path, 'items', i]));
  };
  config.navbar.items.forEach((item, i) => checkItem(item, ['navbar', 'items', i]));
}

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type { BlogInstanceConfig, DocsInstanceConfig, DocsVersionConfig } from './instances';
export type Logo = z.output<typeof logoSchema>;
