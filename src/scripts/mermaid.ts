// Renders ```mermaid diagrams on the pages that have them (enhance.ts loads this script
// there, once the browser is idle), in the current colour mode, and again when the mode
// changes or, after a client-side route change, on the new page (see page-load.ts).
import { onPageLoad } from './page-load';

const blocks = () => [...document.querySelectorAll<HTMLElement>('.dz-mermaid[data-mermaid]')];
let run = 0;

async function renderAll() {
  const list = blocks();
  if (!list.length) return;
  const mine = ++run;
  const { default: mermaid } = await import('mermaid');
  const dark = document.documentElement.dataset.theme === 'dark';
  // Dark theme: edge labels default to #ccc on #585858 (4.4:1, under WCAG AA); a darker label
  // background gives 7:1.
  const themeVariables = dark ? { edgeLabelBackground: '#3b3b3b' } : {};
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict', themeVariables });
  for (const [i, block] of list.entries()) {
    if (mine !== run || !block.isConnected) return;
    const source = block.dataset.source ?? block.querySelector('pre')?.textContent ?? '';
    block.dataset.source = source;
    try {
      const { svg } = await mermaid.render(`dz-mermaid-${mine}-${i}-${dark ? 'd' : 'l'}`, source);
      block.innerHTML = svg;
      block.dataset.rendered = dark ? 'dark' : 'light';
    } catch (error) {
      console.error('Mermaid diagram failed to render', error);
    }
  }
}

onPageLoad(() => void renderAll());
new MutationObserver(() => void renderAll()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
