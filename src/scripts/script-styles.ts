// Styles that arrive with a script instead of in the page's stylesheet: no page shows them on
// load, and a page's bytes before interaction have a budget. Each is added once, as a <style>
// (the CSP allows style elements), marked `data-dz-runtime`: the client router keeps marked
// styles across page swaps and replaces the others with the next page's. Unmarked, the search
// modal's styles went with the first swap and the modal then opened unstyled, at the end of
// the page.

/** Adds `css` to the document once (by `id`); it stays across client-side page changes. */
export function addScriptStyles(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.setAttribute('data-dz-runtime', '');
  style.textContent = css;
  document.head.append(style);
}
