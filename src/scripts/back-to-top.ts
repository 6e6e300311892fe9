// The back-to-top button's click, loaded with the first-touch layer (./enhance) rather than
// with the page: the button shows only after a scroll, and a scroll loads the layer (an
// earlier press is held by chrome.ts and replayed).
import { onPageLoad } from './page-load';

function scrollToTop() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  // Docusaurus' smooth scroll: each frame covers 15 % of the remaining distance (factor 0.85).
  const step = () => {
    const y = window.scrollY;
    if (y <= 0) return;
    window.scrollTo(0, Math.floor(y * 0.85));
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

onPageLoad(() => document.querySelector('[data-dz-back-to-top]')?.addEventListener('click', scrollToTop));
