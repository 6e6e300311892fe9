// Renders ```mermaid diagrams on the pages that have them (this script is only included
// there), in the current colour mode, and again when the mode changes.
const blocks = [...document.querySelectorAll<HTMLElement>('.dz-mermaid[data-mermaid]')];

async function renderAll() {
  const { default: mermaid } = await import('mermaid');
  const dark = document.documentElement.dataset.theme === 'dark';
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' });
  for (const [i, block] of blocks.entries()) {
    const source = block.querySelector('pre')?.textContent ?? block.dataset.source ?? '';
    block.dataset.source = source;
    try {
      const { svg } = await mermaid.render(`dz-mermaid-${i}-${dark ? 'd' : 'l'}`, source);
      block.innerHTML = svg;
      block.dataset.rendered = dark ? 'dark' : 'light';
    } catch (error) {
      console.error('Mermaid diagram failed to render', error);
    }
  }
}

if (blocks.length) {
  void renderAll();
  new MutationObserver(() => void renderAll()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
