// A `<head>` element in a Markdown page (or `<Head>` from '@docusaurus/Head'), as in Docusaurus: it is taken out of the body and
// its tags go to the page's <head> (`title`, `meta`, `link`; `<html className>` and
// `<body className>` add classes), replacing the site's tag of the same kind
// (src/lib/head-tags.ts); a JSON-LD script is added (src/markdown/json-ld.ts). In .mdx it is
// JSX; in .md, raw HTML (tags only, no html/body).
// Anything else inside it, or an attribute given as an expression, fails the build with the
// file and what is allowed.
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Html, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as textOf } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { Program } from 'estree';
import { htmlAttributeName, JSON_LD, PAGE_HEAD_ELEMENTS, type PageHead } from '../lib/head-tags';
import { jsonLdFromExpression, jsonLdFromText } from './json-ld';
import { importedNames } from './remark-docusaurus-jsx';
import { plainJsxAttributes } from './jsx-attributes';
import { pluginFrontmatter } from './plugin-frontmatter';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type AstroFile = { path?: string; data: { astro?: { frontmatter?: Record<string, unknown> } } };

const isJsx = (node: { type: string }): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const allowed = `allowed: ${PAGE_HEAD_ELEMENTS.map((n) => `<${n}>`).join(', ')}`;

function fromJsx(head: JsxElement, into: PageHead, where: string): void {
  const visitChildren = (children: readonly { type: string }[]) => {
    for (const child of children) {
      if (isJsx(child)) addJsx(child);
      else if (child.type === 'paragraph') visitChildren((child as unknown as { children: { type: string }[] }).children);
      else if (child.type !== 'text' || textOf(child as never).trim()) throw new Error(`${where}: <head> may hold elements only; ${allowed}`);
    }
  };
  const addJsx = (el: JsxElement) => {
    const name = el.name ?? '';
    // A bare attribute is an empty one in HTML (`<link … crossOrigin />`).
    const written = Object.entries(plainJsxAttributes(el, `${where}: <head> <${name}>`));
    const attrs = Object.fromEntries(written.map(([key, value]) => [htmlAttributeName(key), value === true ? '' : value]));
    if (name === 'html' || name === 'body') into[name === 'html' ? 'htmlClass' : 'bodyClass'] = attrs.class;
    else if (name === 'title') into.tags.push({ tag: 'title', attrs: {}, text: textOf(el) });
    else if (name === 'meta' || name === 'link') into.tags.push({ tag: name, attrs });
    else if (name === 'script' && attrs.type === JSON_LD) into.tags.push({ tag: 'script', attrs: { type: JSON_LD }, text: scriptJson(el) });
    else throw new Error(`${where}: <head> cannot hold <${name}${name === 'script' ? ` type="${attrs.type ?? ''}"` : ''}>; ${allowed}`);
  };
  // The script's one child: an expression, alone or in the paragraph MDX wraps inline content in.
  const scriptJson = (el: JsxElement) => {
    const only = (nodes: readonly { type: string }[]) => nodes.filter((n) => n.type !== 'text' || textOf(n as never).trim());
    let [child, ...rest] = only(el.children);
    if (child?.type === 'paragraph' && !rest.length) [child, ...rest] = only((child as unknown as { children: { type: string }[] }).children);
    const estree = child && /Expression$/.test(child.type) && !rest.length ? (child as { data?: { estree?: Program } }).data?.estree : undefined;
    return jsonLdFromExpression(estree, `${where}: <head>`);
  };
  visitChildren(head.children);
}

function fromRawHtml(html: string, into: PageHead, where: string): void {
  const tree = fromHtml(html, { fragment: true }) as HastRoot;
  visit(tree, 'element', (el: Element) => {
    const attrs = Object.fromEntries(Object.entries(el.properties).map(([k, v]) => [htmlAttributeName(k), Array.isArray(v) ? v.join(' ') : String(v)]));
    if (el.tagName === 'title') into.tags.push({ tag: 'title', attrs: {}, text: el.children.map((c) => ('value' in c ? c.value : '')).join('') });
    else if (el.tagName === 'meta' || el.tagName === 'link') into.tags.push({ tag: el.tagName, attrs });
    else if (el.tagName === 'script' && attrs.type === JSON_LD) {
      into.tags.push({ tag: 'script', attrs: { type: JSON_LD }, text: jsonLdFromText(textOf(el as never), `${where}: <head>`) });
      return SKIP;
    } else throw new Error(`${where}: <head> in a .md file can hold <title>, <meta>, <link> and <script type="${JSON_LD}"> (<${el.tagName}> found)`);
    return undefined;
  });
}

export default function remarkPageHead() {
  return (tree: Root, file: AstroFile) => {
    const where = file.path ?? 'a Markdown file';
    const head: PageHead = { tags: [] };
    let found = false;
    const heads = new Set(['head', ...[...importedNames(tree)].filter(([, source]) => source === '@docusaurus/Head').map(([name]) => name)]);
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (isJsx(node) && heads.has(node.name ?? '')) fromJsx(node, head, where);
      else if (node.type === 'html' && /^\s*<head>/i.test((node as Html).value)) {
        const html = (node as Html).value;
        // A blank line ends a Markdown HTML block, and would leave the rest of <head> in the body.
        if (!/<\/head>\s*$/i.test(html)) throw new Error(`${where}: <head> in a .md file must end with </head> before any blank line`);
        fromRawHtml(html.replace(/^\s*<head>|<\/head>\s*$/gi, ''), head, where);
      } else return undefined;
      found = true;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
    if (!found) return;
    pluginFrontmatter(file).pageHead = head;
  };
}
