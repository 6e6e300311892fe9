// Small progressive enhancements that must run on load (not on interaction), so they are
// plain scripts rather than React islands: navbar hide-on-scroll and back-to-top.
import { hideOnScrollState } from '../lib/scroll';

const navbar = document.querySelector<HTMLElement>('.dz-navbar[data-hide-on-scroll]');
const backToTop = document.querySelector<HTMLButtonElement>('[data-dz-back-to-top]');
let lastY = window.scrollY;
let hashJump = false;

addEventListener('hashchange', () => { hashJump = true; });
addEventListener(
  'scroll',
  () => {
    const y = window.scrollY;
    if (navbar) {
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      const hidden = hideOnScrollState({ y, lastY, navbarHeight: navbar.offsetHeight, atBottom, hashJump, wasHidden: navbar.classList.contains('dz-navbar--hidden') });
      navbar.classList.toggle('dz-navbar--hidden', hidden);
      hashJump = false;
    }
    backToTop?.classList.toggle('dz-back-to-top--visible', y > 300 && y < lastY);
    lastY = y;
  },
  { passive: true },
);

backToTop?.addEventListener('click', () => {
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
});
