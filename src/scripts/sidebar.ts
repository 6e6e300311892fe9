// Docs sidebar enhancements (plain script; the sidebar works as <details> without it):
// animated expand/collapse, auto-collapse of sibling categories, and the remembered
// hide/show button. Runs again after each client-side route change (see page-load.ts).
// Part of the first-interaction layer (./enhance), not of the page's load: until it arrives
// a category opens and closes as a plain <details>.
import { collapseDuration } from '../lib/collapse';
import { createStorageSlot, pageStorageNamespace } from '../lib/storage';
import { onPageLoad } from './page-load';

const hiddenSlot = createStorageSlot('docs-sidebar-hidden', { namespace: pageStorageNamespace() });

function animate(details: HTMLDetailsElement, open: boolean) {
  const list = details.querySelector<HTMLElement>(':scope > ul');
  if (!list) {
    details.open = open;
    return;
  }
  if (open) details.open = true;
  const height = list.scrollHeight;
  const duration = collapseDuration(height, matchMedia('(prefers-reduced-motion: reduce)').matches);
  details.dataset.animating = '';
  const frames = open ? [{ height: '0px' }, { height: `${height}px` }] : [{ height: `${height}px` }, { height: '0px' }];
  list.style.overflow = 'hidden';
  const anim = list.animate(frames, { duration, easing: 'ease-in-out' });
  anim.onfinish = () => {
    list.style.overflow = '';
    delete details.dataset.animating;
    if (!open) details.open = false;
  };
}

function onCategoryClick(event: Event) {
  const summary = (event.target as HTMLElement).closest('summary');
  // A click on the category's link navigates; only the caret area toggles.
  if (!summary || (event.target as HTMLElement).closest('a')) return;
  const details = summary.parentElement as HTMLDetailsElement;
  if (!details.matches('[data-dz-category]') || details.dataset.animating !== undefined) return;
  event.preventDefault();
  const opening = !details.open;
  if (opening) {
    // Auto-collapse: opening a category closes its open siblings.
    details
      .closest('ul')
      ?.querySelectorAll<HTMLDetailsElement>(':scope > li > details[open]')
      .forEach((sibling) => {
        if (sibling !== details) animate(sibling, false);
      });
  }
  animate(details, opening);
}

const setHidden = (hidden: boolean) => {
  document.documentElement.classList.toggle('dz-sidebar-hidden', hidden);
  if (hidden) hiddenSlot.set('true');
  else hiddenSlot.del();
};

onPageLoad(() => {
  // Elements are new after a route change, so listeners are added once per element.
  document.querySelectorAll<HTMLElement>('.dz-doc-sidebar, #dz-mobile-panel').forEach((root) => root.addEventListener('click', onCategoryClick));
  document.querySelector('[data-dz-sidebar-hide]')?.addEventListener('click', () => setHidden(true));
  document.querySelector('[data-dz-sidebar-show]')?.addEventListener('click', () => setHidden(false));
});
