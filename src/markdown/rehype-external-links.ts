// Links to other hosts in Markdown open in a new tab with rel="noopener noreferrer", as
// Docusaurus's <Link> does (the quality gate checks every external link has noopener).
// Raw `<a>` elements in MDX (JSX) are covered too; an explicit target or rel is kept.
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { isOtherHostUrl } from '../lib/urls';

export default function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'element') {
        if (node.tagName !== 'a' || !isOtherHostUrl(node.properties.href)) return;
        node.properties.target ??= '_blank';
        const current: unknown = node.properties.rel;
        const rel = new Set<string>(Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(/\s+/) : []);
        rel.add('noopener').add('noreferrer');
        node.properties.rel = [...rel].filter(Boolean);
        return;
      }
      if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
        if (node.name !== 'a') return;
        const attr = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        if (!isOtherHostUrl(attr('href')?.value)) return;
        if (!attr('target')) node.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
        const rel = attr('rel');
        if (!rel) node.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
        else if (typeof rel.value === 'string' && !/\bnoopener\b/.test(rel.value)) rel.value = `${rel.value} noopener`.trim();
      }
    });
  };
}
