// Loaded by chrome.ts when the browser is first idle after load (or on the first
// interaction, if that comes sooner): the first-touch layer for the chrome controls, the
// mobile panel's behaviour, and the prerendering of the next pages. Kept out of the page's
// own scripts so that a page costs ≤ 8 KB of JavaScript before then.
import './instant';
import './mobile-menu';
import './speculate';
// Page enhancements that only matter once the reader acts: the back-to-top button, links to
// the reader's preferred docs version, the docs sidebar's animated categories and hide
// button, and the TOC's mark of the section in view.
import './back-to-top';
import './preferred-version';
import './sidebar';
import './toc';
import { onPageLoad } from './page-load';

// Mermaid diagrams, rendered from their source on the pages that have them (after a swap
// too). Here rather than a script of their own on those pages: that loader (about 1 KB with
// the list of Mermaid's chunks) put the docs page with diagrams over 8 KB of JavaScript on
// load, and the renderer itself only comes after load anyway.
onPageLoad(() => {
  if (document.querySelector('.dz-mermaid[data-mermaid]')) void import('./mermaid');
  // The code blocks' word-wrap button, on the pages that have code blocks.
  if (document.querySelector('.expressive-code')) void import('./code-wrap');
});

export { offlineMode } from './pwa-offline';
