// Renders ```mermaid diagrams on the pages that have them (enhance.ts loads this script
// there, once the browser is idle), in the current colour mode, and again when the mode
// changes or, after a client-side route change, on the new page (see page-load.ts).
//
// A diagram is rendered when it comes within a screen of the viewport, not all on load:
// one render is a single long task of 100–450 ms on a slow phone (dagre's layout for a
// flowchart, a class diagram), which a reader who never scrolls that far should not pay
// for with a blocked tap. Until then the block shows its source, as it does without
// JavaScript.
import { onPageLoad } from './page-load';

type Mermaid = typeof import('mermaid')['default'];

const SELECTOR = '.dz-mermaid[data-mermaid]';
const mode = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
let mermaid: Promise<Mermaid> | undefined;
let initialized = '';
let ids = 0;
// One render at a time: Mermaid's render keeps module state between its awaits.
let queue = Promise.resolve();

async function load(theme: string): Promise<Mermaid> {
  mermaid ??= import('mermaid').then((m) => m.default);
  const m = await mermaid;
  if (initialized !== theme) {
    // Dark theme: edge labels default to #ccc on #585858 (4.4:1, under WCAG AA); a darker
    // label background gives 7:1.
    const themeVariables = theme === 'dark' ? { edgeLabelBackground: '#3b3b3b' } : {};
    m.initialize({ startOnLoad: false, theme: theme === 'dark' ? 'dark' : 'default', securityLevel: 'strict', themeVariables });
    initialized = theme;
  }
  return m;
}

async function render(block: HTMLElement): Promise<void> {
  const theme = mode();
  if (!block.isConnected || block.dataset.rendered === theme) return;
  const source = block.dataset.source ?? block.querySelector('pre')?.textContent ?? '';
  block.dataset.source = source;
  try {
    const { svg } = await (await load(theme)).render(`dz-mermaid-${++ids}`, source);
    if (!block.isConnected) return;
    // The mode changed while this one rendered: draw it again in the new one.
    if (theme !== mode()) return enqueue(block);
    block.innerHTML = svg;
    block.dataset.rendered = theme;
  } catch (error) {
    console.error('Mermaid diagram failed to render', error);
  }
}

function enqueue(block: HTMLElement): void {
  queue = queue.then(() => render(block));
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      enqueue(entry.target as HTMLElement);
    }
  },
  { rootMargin: '100% 0px' },
);

onPageLoad(() => {
  near.disconnect();
  for (const block of document.querySelectorAll<HTMLElement>(SELECTOR)) near.observe(block);
});

// A new colour mode: diagrams already drawn are drawn again in it; the others are drawn in
// it when they come near.
new MutationObserver(() => {
  for (const block of document.querySelectorAll<HTMLElement>(`${SELECTOR}[data-rendered]`)) enqueue(block);
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
