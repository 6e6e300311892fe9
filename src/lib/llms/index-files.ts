// /llms.txt and /llms-full.txt (the llms.txt convention): the site title, a summary, then a
// section per sidebar category listing each listed doc as `- [title](route.md): description`;
// the full file holds every twin in the same (sidebar) order.
import type { Doc, DocsVersion, SidebarItem } from '../docs/types';
import { escapeHeading } from './markdown-twin';

/** A page with a Markdown twin. */
export interface TwinPage {
  /** The HTML page's route, e.g. /docs/installation. */
  permalink: string;
  title: string;
  description?: string;
  /** The twin's body (clean Markdown, no front matter, no `#` title). */
  body: string;
}

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

/** Route of the twin of a page: its route plus `.md` (/docs/installation → /docs/installation.md). */
export function twinRoute(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** Which docs pages have a twin: listed docs (not drafts) and generated indexes of the current version. */
export function hasTwin(version: Pick<DocsVersion, 'name'>, doc?: Pick<Doc, 'unlisted' | 'draft'>): boolean {
  return version.name === 'current' && !doc?.unlisted && !doc?.draft;
}

export interface SidebarSource {
  /** Section title for the sidebar's top-level items (categories add their labels after it). */
  title: string;
  items: SidebarItem[];
}

/**
 * Sections of one docs version: each sidebar in order, a section for its top-level pages and
 * one per category (nested categories too, titled by their path), pages in sidebar order.
 * A page shows once (its first place); pages in no sidebar go to a last section `rest`.
 */
export function sidebarSections(sidebars: SidebarSource[], pages: TwinPage[], rest: string): LlmsSection[] {
  const byRoute = new Map(pages.map((p) => [p.permalink, p]));
  const used = new Set<string>();
  const sections: LlmsSection[] = [];
  const take = (href: string | undefined, into: TwinPage[]) => {
    const page = href ? byRoute.get(href) : undefined;
    if (!page || used.has(page.permalink)) return;
    used.add(page.permalink);
    into.push(page);
  };
  const walk = (items: SidebarItem[], title: string) => {
    const section: LlmsSection = { title, pages: [] };
    sections.push(section);
    for (const item of items) {
      if (item.type === 'link') take(item.href, section.pages);
      else if (item.type === 'category') {
        const inner = `${title} / ${item.label}`;
        const start = sections.length;
        walk(item.items, inner);
        // The category's own page leads its section.
        const own: TwinPage[] = [];
        take(item.href, own);
        sections[start]!.pages.unshift(...own);
      }
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items, sidebar.title);
  sections.push({ title: rest, pages: pages.filter((p) => !used.has(p.permalink)) });
  return sections.filter((s) => s.pages.length > 0);
}

/** A route as a Markdown link destination: spaces, brackets and parentheses percent-encoded. */
export const destination = (route: string) => route.replace(/[ ()<>[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const line = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();
const linkText = (s: string) => line(s).replace(/([\\[\]])/g, '\\$1');

export interface LlmsHeader {
  title: string;
  summary: string;
  /** Optional paragraphs after the summary. */
  details?: string[];
}

export function llmsTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  const parts = [`# ${line(header.title)}`, `> ${line(header.summary)}`, ...(header.details ?? []).map(line)];
  for (const section of sections) {
    const entries = section.pages.map(
      (p) => `- [${linkText(p.title)}](${destination(twinRoute(p.permalink))})${p.description ? `: ${line(p.description)}` : ''}`,
    );
    parts.push(`## ${line(section.title)}\n\n${entries.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * Every twin in section order after the file's header, each led by its own `#` title (as in
 * its twin), its description and its page route: one file a reader can feed whole.
 */
export function llmsFullTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  const parts = [`# ${line(header.title)}`, `> ${line(header.summary)}`];
  for (const page of sections.flatMap((s) => s.pages)) {
    const head = [
      `# ${escapeHeading(line(page.title))}`,
      ...(page.description ? [`> ${line(page.description)}`] : []),
      `页面：[${page.permalink}](${destination(page.permalink)})`,
    ];
    parts.push(`${head.join('\n\n')}\n\n${page.body.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}
