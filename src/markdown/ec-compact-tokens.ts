// Expressive Code plugin: leaner code-block markup. EC wraps every token in
// <span style="--0:light;--1:dark">, including tokens drawn in the theme's default text colour
// (the colour the <code> element already has) and runs of spaces. On a code-heavy docs page
// those are over half of all token spans and a fifth of the HTML. Such spans are replaced by
// their text; what the reader sees does not change (same colours in both themes).
import type { ExpressiveCodePlugin } from 'astro-expressive-code';
import type { Element } from 'hast';
import { toString as textOf } from 'hast-util-to-string';

const TOKEN_STYLE = /^--0:(#[0-9a-f]{3,8});--1:(#[0-9a-f]{3,8})$/i;

/** True when the span only sets colours that make no difference to its text. */
export function isRedundantToken(style: string, text: string, defaults: readonly [string, string]): boolean {
  const match = TOKEN_STYLE.exec(style.replace(/\s+/g, ''));
  if (!match) return false;
  if (text.trim() === '') return true;
  return match[1]!.toLowerCase() === defaults[0].toLowerCase() && match[2]!.toLowerCase() === defaults[1].toLowerCase();
}

function compact(node: Element, defaults: readonly [string, string]) {
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    compact(child, defaults);
    const style = child.tagName === 'span' && Object.keys(child.properties).length === 1 ? child.properties.style : undefined;
    return typeof style === 'string' && isRedundantToken(style, textOf(child), defaults) ? child.children : [child];
  });
}

/** `defaults`: the default foreground of the light and the dark theme, in that order. */
export function pluginCompactTokens(defaults: readonly [string, string]): ExpressiveCodePlugin {
  return {
    name: 'dz-compact-tokens',
    hooks: {
      postprocessRenderedLine: ({ renderData }) => compact(renderData.lineAst as unknown as Element, defaults),
    },
  };
}
