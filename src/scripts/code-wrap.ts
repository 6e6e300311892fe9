// The classic theme's word-wrap button on code blocks: beside the copy button, on the blocks
// that scroll sideways (and on those it wrapped, to unwrap them). Wrapping is Expressive
// Code's own `wrap` class on the <pre>. Which blocks scroll is EC's call: its resize pass
// keeps tabindex only on those (see src/markdown/ec-valid-html.ts), and the CSS shows the
// button there. Loaded once the browser is idle, on pages with code blocks (enhance.ts): a
// wide line can be scrolled until then, and the page's own HTML stays as it was.
import { t } from '../lib/i18n';
import { onPageLoad } from './page-load';

const BUTTON = 'dz-wrap-toggle';

function addButtons() {
  const label = t('CodeBlock.wordWrapToggle');
  for (const copy of document.querySelectorAll('.expressive-code .copy')) {
    if (copy.querySelector(`.${BUTTON}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON;
    button.title = label;
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-pressed', 'false');
    // EC's button style tints this child as the button's background.
    button.append(document.createElement('span'));
    copy.prepend(button);
  }
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.(`.${BUTTON}`);
  const pre = button?.closest('figure')?.querySelector('pre');
  if (!button || !pre) return;
  button.setAttribute('aria-pressed', String(pre.classList.toggle('wrap')));
});

onPageLoad(addButtons);
