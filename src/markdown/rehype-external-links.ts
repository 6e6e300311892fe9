// Links to other hosts in Markdown open in a new tab with rel="noopener noreferrer", as
// Docusaurus's <Link> does (the quality gate checks every external link has noopener).
// Raw `<a>` elements in MDX (JSX) are covered too; an explicit target or rel is kept.
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { isOtherHostUrl } from '../lib/urls';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
}

export default function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'element') {
        const el = node as Element;
        if (el.tagName !== 'a' || !isOtherHostUrl(el.properties.href)) return;
        el.properties.target ??= '_blank';
        const current: unknown = el.properties.rel;
        const rel = new Set<string>(Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(/\s+/) : []);
        rel.add('noopener').add('noreferrer');
        el.properties.rel = [...rel].filter(Boolean);
        return;
      }
      if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
        const el = node as unknown as JsxElement;
        if (el.name !== 'a') return;
        const attr = (name: string) => el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        if (!isOtherHostUrl(attr('href')?.value)) return;
        if (!attr('target')) el.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
        const rel = attr('rel');
        if (!rel) el.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
        else if (typeof rel.value === 'string' && !/\bnoopener\b/.test(rel.value)) rel.value = `${rel.value} noopener`.trim();
      }
    });
  };
}
