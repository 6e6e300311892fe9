// Styles of what the client router and the service-worker registration show (progress bar,
// loader, load error, "new version" popup). They arrive with those scripts, after the page
// is idle, instead of in every page's stylesheet: no page shows any of it on load, and a
// docs page's bytes before interaction have a budget. Added once as a <style> (the CSP
// allows style elements); the router keeps it across page swaps (`data-dz-runtime`).
import css from '../styles/runtime.css?inline';

export function addRuntimeStyles(): void {
  if (document.querySelector('style[data-dz-runtime]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-dz-runtime', '');
  style.textContent = css;
  document.head.append(style);
}
