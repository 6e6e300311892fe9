// The search shell's first rows (loaded when the shell opens, beside the modal's code): while
// React, DocSearch and Pagefind are still on a slow phone's wire, the page table arrives first
// (one small file) and the pages whose titles and headings name the query are listed under the
// box as the reader types. DocSearch starts from the same rows (local-client's table answer)
// and replaces them with its full answer once the index is in.
import rowsCss from '../styles/search-shell-rows.css?inline';
import { pageResultFromEntry } from '../lib/search/hits';
import { MODAL_PAGES, warmModalSearch } from '../lib/search/modal-search';
import { pageTables, pageTableUrl } from '../lib/search/page-table';
import { previewPages } from '../lib/search/title-preview';
import { addScriptStyles } from './script-styles';

export function startShellSearch(shell: HTMLElement, input: HTMLInputElement, baseUrl: string): void {
  addScriptStyles('dz-search-shell-rows-css', rowsCss);
  warmModalSearch(baseUrl).catch(() => undefined); // a failure shows on the first query
  const list = document.createElement('ul');
  list.className = 'dz-search-shell__hits';
  input.form?.after(list);
  const render = () => {
    const table = pageTables.now(pageTableUrl(baseUrl));
    if (!table || !shell.isConnected) return;
    const query = input.value;
    list.replaceChildren(
      ...previewPages(table, query, MODAL_PAGES).map((entry) => {
        const page = pageResultFromEntry(entry, query);
        const row = document.createElement('li');
        const link = row.appendChild(document.createElement('a'));
        link.className = 'dz-search-shell__hit';
        link.href = page.url;
        const title = link.appendChild(document.createElement('span'));
        title.className = 'dz-search-shell__title';
        title.innerHTML = page.titleHtml; // escaped, with the matches in <mark>
        const section = link.appendChild(document.createElement('span'));
        section.className = 'dz-search-shell__section';
        section.textContent = page.section;
        return row;
      }),
    );
  };
  // Not while an IME composes: its pinyin letters are not the query yet.
  input.addEventListener('input', (event) => (event as InputEvent).isComposing || render());
  input.addEventListener('compositionend', render);
  // Arrow keys move between the box and the rows, as in DocSearch's list.
  shell.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input, ...list.querySelectorAll<HTMLElement>('.dz-search-shell__hit')];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    stops[Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), stops.length - 1)]!.focus();
  });
  pageTables.load(pageTableUrl(baseUrl)).then(render, () => undefined); // without it, DocSearch answers later
}
