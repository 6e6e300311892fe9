// The search shell's first rows (loaded when the shell opens, beside the modal's code): while
// React, DocSearch and Pagefind are still on a slow phone's wire, the page table arrives first
// (one small file) and the pages whose titles and headings name the query are listed under the
// box as the reader types. DocSearch starts from the same rows (local-client's table answer)
// and replaces them with its full answer once the index is in.
import { pageResultFromEntry } from '../lib/search/hits';
import { MODAL_PAGES, modalTableUrl, warmModalSearch } from '../lib/search/modal-search';
import { pageTables } from '../lib/search/page-table';
import { previewPages } from '../lib/search/title-preview';

export function startShellSearch(shell: HTMLElement, input: HTMLInputElement, baseUrl: string): void {
  warmModalSearch(baseUrl).catch(() => undefined); // a failure shows on the first query
  const list = document.createElement('ul');
  list.className = 'dz-search-shell__hits';
  input.form?.after(list);
  const render = () => {
    const table = pageTables.now(modalTableUrl(baseUrl));
    if (!table || !shell.isConnected) return;
    const query = input.value;
    list.innerHTML = previewPages(table, query, MODAL_PAGES)
      .map((entry) => {
        // Text parts come escaped (the title's matches in <mark>).
        const page = pageResultFromEntry(entry, query);
        return `<li><a class="dz-search-shell__hit" href="${page.url}"><span class="dz-search-shell__title">${page.titleHtml}</span><span class="dz-search-shell__section">${page.section}</span></a></li>`;
      })
      .join('');
  };
  input.addEventListener('input', render);
  pageTables.load(modalTableUrl(baseUrl)).then(render, () => undefined); // without it, DocSearch answers later
}
