// Astro adapter of the Markdown twins (src/lib/llms): for the current version of every docs
// instance, each listed doc and generated index page becomes a twin, computed once per build
// and shared by /[...twin].md, /llms.txt and /llms-full.txt.
import { getEntry, type CollectionKey } from 'astro:content';
import type { APIRoute } from 'astro';
import { dirname, relative, resolve } from 'node:path';
import { siteConfig } from '../config';
import { getDocsInstances } from './docs';
import { buildContentRouteMap } from '../lib/routes/content-map';
import { categoryItemsFor, isVisibleSidebarItem } from '../lib/docs/sidebars';
import { sidebarNameForDoc } from '../lib/docs/instance';
import { bodyToMarkdown, linkList, printMarkdown, type LinkEntry } from '../lib/llms/markdown-twin';
import { hasTwin, sidebarSections, type LlmsHeader, type LlmsSection, type TwinPage } from '../lib/llms/index-files';
import type { DocsVersion, SidebarItem } from '../lib/docs/types';

/** Section titles of each sidebar's top level (instance/sidebar), and of each instance's leftovers. */
const INSTANCE_TITLES: Record<string, string> = { default: '文档', community: '社区', tests: '测试文档' };
const SIDEBAR_TITLES: Record<string, string> = {
  'default/docs': '文档',
  'default/api': 'API 参考',
  'community/community': '社区',
  'tests/sidebar': '测试文档',
  'tests/anotherSidebar': '测试文档 / 另一个侧边栏',
};

const LLMS_HEADER: LlmsHeader = {
  title: `${siteConfig.title} 简体中文文档`,
  summary: `Docusaurus 是 Meta 开源的静态网站生成器，用 Markdown 和 MDX 写文档、博客与独立页面，内置版本管理、国际化、站内搜索与主题定制，构建出的网站是可以部署在任何静态托管上的单页应用。本站是 Docusaurus ${siteConfig.productVersion} 的简体中文文档：安装与配置、文档与博客插件、Markdown 功能、样式与主题、部署、国际化，以及完整的 API 参考和社区文档。`,
  details: [
    '每篇文档都有一份 Markdown 版本，地址是页面地址加上 `.md`（例如 `/docs/installation.md`）；下面按侧边栏的分类列出全部文档。全部文档合并成一个文件见 [/llms-full.txt](/llms-full.txt)。',
  ],
};

// Images the docs import or link relatively: their built URLs (Vite emits the files).
const IMAGES = import.meta.glob<{ src: string } | string>(
  [
    '/content-docs/**/*.{png,jpg,jpeg,gif,svg,webp,avif}',
    '/content-community/**/*.{png,jpg,jpeg,gif,svg,webp,avif}',
    '/content-tests/docs/**/*.{png,jpg,jpeg,gif,svg,webp,avif}',
  ],
  { eager: true, import: 'default' },
);
const imageUrl = (key: string): string | undefined => {
  const image = IMAGES[key];
  return typeof image === 'string' ? image : image?.src;
};

export interface InstanceTwins {
  instanceId: string;
  pages: TwinPage[];
  sections: LlmsSection[];
}

let cache: Promise<InstanceTwins[]> | undefined;

/** Twins of every instance's current version, with their llms.txt sections (sidebar order). */
export function getTwins(): Promise<InstanceTwins[]> {
  cache ??= (async () => {
    const root = process.cwd();
    const routes = buildContentRouteMap(root, siteConfig);
    const out: InstanceTwins[] = [];
    for (const instance of await getDocsInstances()) {
      const config = siteConfig.docs.find((d) => d.id === instance.id)!;
      const version = instance.versions.find((v) => hasTwin(v));
      if (!version) continue;
      const describe = descriptions(version);
      const pages: TwinPage[] = [];
      for (const doc of version.docs) {
        if (!hasTwin(version, doc)) continue;
        const entry = await getEntry(config.collection as CollectionKey, doc.entryPath);
        if (!entry?.body && entry?.body !== '') throw new Error(`${doc.filePath ?? doc.entryPath}: no Markdown body to make a twin from`);
        const file = resolve(root, doc.filePath ?? entry.filePath ?? doc.entryPath);
        const sidebarName = sidebarNameForDoc(version, doc);
        const sidebar = sidebarName ? version.sidebars[sidebarName] : undefined;
        const { markdown } = bodyToMarkdown(entry.body, {
          file: relative(root, file),
          format: file.endsWith('.mdx') ? 'mdx' : 'md',
          permalink: doc.permalink,
          tocMax: doc.frontMatter.toc_max_heading_level ?? 3,
          frontMatter: doc.frontMatter,
          resolveFileLink: (url) => {
            const m = /^([^#]+)(#.*)?$/.exec(url)!;
            const target = routes.get(resolve(dirname(file), decodeURI(m[1]!)));
            return target ? `${target}${m[2] ?? ''}` : undefined;
          },
          resolveImage: (src) => imageUrl(`/${relative(root, resolve(dirname(file), decodeURI(src)))}`),
          categoryItems: sidebar ? linkEntries(categoryItemsFor(sidebar.items, doc.permalink) ?? [], describe) : [],
        });
        // The twin leads with the page title as `#`: a body's own `# Title` would say it twice.
        const body = doc.hasContentTitle ? markdown.replace(/^#[ \t][^\n]*\n+/, '') : markdown;
        pages.push({ permalink: doc.permalink, title: doc.title, description: doc.description, body });
      }
      for (const index of version.generatedIndexes) {
        const intro = index.description ? `${index.description}\n\n` : '';
        pages.push({
          permalink: index.permalink,
          title: index.title,
          description: index.description,
          body: `${intro}${printMarkdown(linkList(linkEntries(index.items, describe)))}`,
        });
      }
      const instanceTitle = INSTANCE_TITLES[instance.id] ?? instance.id;
      const sidebars = Object.values(version.sidebars).map((s) => ({
        title: SIDEBAR_TITLES[`${instance.id}/${s.name}`] ?? `${instanceTitle} / ${s.name}`,
        items: s.items,
      }));
      out.push({ instanceId: instance.id, pages, sections: sidebarSections(sidebars, pages, `${instanceTitle} / 其他页面`) });
    }
    return out;
  })();
  return cache;
}

/** /llms.txt or /llms-full.txt: the header and every instance's sections, written by `write`. */
export function llmsFile(write: (header: LlmsHeader, sections: LlmsSection[]) => string): APIRoute {
  return async () => {
    const sections = (await getTwins()).flatMap((i) => i.sections);
    return new Response(write(LLMS_HEADER, sections), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}

/** Description of each listed doc and generated index, by route. */
function descriptions(version: DocsVersion): Map<string, string> {
  const map = new Map<string, string>();
  for (const doc of version.docs) if (doc.description) map.set(doc.permalink, doc.description);
  for (const index of version.generatedIndexes) if (index.description) map.set(index.permalink, index.description);
  return map;
}

/** What a doc-card list shows, as links: visible docs and categories with a page. */
function linkEntries(items: SidebarItem[], describe: Map<string, string>): LinkEntry[] {
  return items.flatMap((item): LinkEntry[] => {
    if (item.type === 'html' || !isVisibleSidebarItem(item, '')) return [];
    const href = item.href;
    if (!href) return [];
    const description = describe.get(href);
    return [{ label: item.label, href, ...(description ? { description } : {}) }];
  });
}
