// Shapes shared by the Markdown twin modules (src/lib/llms).
import type { EsmScope } from './esm';

/** A loose mdast node: the converter handles MDX, directive and plain nodes alike. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  [key: string]: unknown;
}

/** An entry of a doc-card list or a generated index: a page with its label. */
export interface LinkEntry {
  label: string;
  href: string;
  description?: string;
}

export interface TwinContext {
  /** Source file, for error messages. */
  file: string;
  format: 'md' | 'mdx';
  /** The page's route, e.g. /docs/installation: relative links and #anchors resolve against it. */
  permalink: string;
  /** `./installation.mdx#a` (relative to the source file) → `/docs/installation#a`, or undefined. */
  resolveFileLink?: (url: string) => string | undefined;
  /** A relative image path → the built asset URL, or undefined. */
  resolveImage?: (src: string) => string | undefined;
  /** Items of the category this doc links (what `<DocCardList />` shows). */
  categoryItems?: LinkEntry[];
  /** Deepest heading level of the page's TOC: tab headings go one deeper, so the TOC stays the TOC. */
  tocMax?: number;
  /** The page's front matter: MDX expressions read it as `frontMatter` (src/markdown/mdx-globals.ts). */
  frontMatter?: Record<string, unknown>;
}

export interface SourceHeading {
  depth: number;
  text: string;
  slug: string;
  /** The heading's inline content (for `<TOCInline />` entries that keep their code spans). */
  content: MdNode[];
}

export interface State {
  ctx: TwinContext;
  scope: EsmScope;
  headings: SourceHeading[];
  /** Depth of the last heading met in document order (0 before the first). */
  lastDepth: number;
  /** Converts child nodes for a parent of the given type (the converter of markdown-twin.ts). */
  convert: (children: MdNode[], parentType: string) => MdNode[];
}

export class TwinError extends Error {}

export const fail = (state: State, node: MdNode, problem: string): never => {
  const line = (node.position as { start?: { line?: number } } | undefined)?.start?.line;
  throw new TwinError(`${state.ctx.file}${line ? `:${line}` : ''}: ${problem}`);
};
