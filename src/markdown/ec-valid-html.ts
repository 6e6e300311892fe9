// Expressive Code plugin: makes EC's markup valid HTML (the html-validate gate) without
// changing how it looks. EC puts <div> lines inside <code> and a <div> inside the copy
// <button>, neither allowed by HTML (phrasing content only); they become <span>s (the line
// CSS sets display:grid on .ec-line, so nothing changes). The copy button gets type="button"
// and an accessible name (its tooltip), which it otherwise only has as a title. EC keeps the
// code to copy in data-code with U+007F (DEL) for each line break, a control character HTML
// forbids (Nu HTML Checker: "Forbidden code point"); the attribute gets real line breaks,
// which attributes may hold, and EC's copy script (DEL → line break) copies the same text.
// Also keeps wide code blocks keyboard-scrollable without unnamed landmarks (see <pre> below,
// and the script that follows EC's resize pass).
import type { ExpressiveCodePlugin } from 'astro-expressive-code';
import type { Element } from 'hast';

function walk(el: Element, inPhrasing: boolean) {
  if (inPhrasing && el.tagName === 'div') el.tagName = 'span';
  // Focusable from the start: EC's script then only removes tabindex from blocks that do not
  // scroll, instead of adding role="region" without a name to those that do (one unnamed
  // landmark per wide code block; axe landmark-unique).
  if (el.tagName === 'pre') el.properties.tabIndex ??= 0;
  if (el.tagName === 'button') {
    el.properties.type ??= 'button';
    if (typeof el.properties.title === 'string') el.properties['aria-label'] ??= el.properties.title;
    for (const key of ['dataCode', 'data-code']) {
      const code = el.properties[key];
      if (typeof code === 'string') el.properties[key] = code.replace(/\u007f/g, '\n');
    }
  }
  const phrasing = inPhrasing || el.tagName === 'code' || el.tagName === 'button';
  for (const child of el.children) if (child.type === 'element') walk(child, phrasing);
}

export function pluginValidHtml(): ExpressiveCodePlugin {
  return {
    name: 'dz-valid-html',
    // EC styles the copy button's background layer as `button div`; the same for the span.
    baseStyles: `
      .copy button span { position: absolute; inset: 0; border-radius: inherit; background: var(--ec-frm-inlBtnBg); opacity: var(--ec-frm-inlBtnBgIdleOpa); transition-property: inherit; transition-duration: inherit; transition-timing-function: inherit; }
      .copy button:hover span, .copy button:focus:focus-visible span { opacity: var(--ec-frm-inlBtnBgHoverOrFocusOpa); }
      .copy button:active span { opacity: var(--ec-frm-inlBtnBgActOpa); }
    `,
    // EC's own script runs again when a block is resized; a block that starts to scroll then
    // gets tabindex and role="region" without a name (an unnamed landmark per block, axe
    // landmark-unique: seen after turning a page from 1280 to 390 px). The role goes again, so
    // a resized page keeps what the build gives a fresh one: focusable, no landmark.
    // Written small: EC ships module text as is, and it comes with every page that has code.
    jsModules: [
      "new MutationObserver((rs)=>{for(const{target:t}of rs)t.matches('.expressive-code pre[role=region]:not([aria-label],[aria-labelledby])')&&t.removeAttribute('role')}).observe(document.documentElement,{subtree:true,attributes:true,attributeFilter:['role']});",
    ],
    hooks: {
      postprocessRenderedBlock: ({ renderData }) => {
        walk(renderData.blockAst as unknown as Element, false);
      },
    },
  };
}
