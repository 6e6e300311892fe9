// Expressive Code plugin: leaner code-block markup. EC wraps every token in
// <span style="--0:light;--1:dark">, including tokens drawn in the theme's default text colour
// (the colour the <code> element already has) and runs of spaces. On a code-heavy docs page
// those are over half of all token spans and a fifth of the HTML. Such spans are replaced by
// their text; what the reader sees does not change (same colours in both themes).
import type { ExpressiveCodePlugin } from 'astro-expressive-code';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastElement | HastText | { type: string; children?: HastNode[] };

const TOKEN_STYLE = /^--0:(#[0-9a-f]{3,8});--1:(#[0-9a-f]{3,8})$/i;

/** True when the span only sets colours that make no difference to its text. */
export function isRedundantToken(style: string, text: string, defaults: readonly [string, string]): boolean {
  const match = TOKEN_STYLE.exec(style.replace(/\s+/g, ''));
  if (!match) return false;
  if (text.trim() === '') return true;
  return match[1]!.toLowerCase() === defaults[0].toLowerCase() && match[2]!.toLowerCase() === defaults[1].toLowerCase();
}

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node as HastText).value : ((node as { children?: HastNode[] }).children ?? []).map(textOf).join('');

function compact(node: HastNode, defaults: readonly [string, string]) {
  const children = (node as { children?: HastNode[] }).children;
  if (!children) return;
  const next: HastNode[] = [];
  for (const child of children) {
    compact(child, defaults);
    const el = child as HastElement;
    const keys = el.type === 'element' ? Object.keys(el.properties) : [];
    const style = el.type === 'element' && el.tagName === 'span' && keys.length === 1 ? el.properties.style : undefined;
    if (typeof style === 'string' && isRedundantToken(style, textOf(el), defaults)) next.push(...el.children);
    else next.push(child);
  }
  (node as { children: HastNode[] }).children = next;
}

/** `defaults`: the default foreground of the light and the dark theme, in that order. */
export function pluginCompactTokens(defaults: readonly [string, string]): ExpressiveCodePlugin {
  return {
    name: 'dz-compact-tokens',
    hooks: {
      postprocessRenderedLine: ({ renderData }) => compact(renderData.lineAst as unknown as HastNode, defaults),
    },
  };
}
