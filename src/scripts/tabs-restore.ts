// Pages with tabs: a group's remembered choice, or the one the URL names (`?<queryKey>=`),
// shows as soon as the page is parsed, as the classic theme shows it after hydration. Before,
// the page showed each block's default until the reader touched a tab list. Loaded by the
// Tabs component only; the TabList island starts from what this shows.
import { createStorageSlot } from '../lib/storage';
import { tabStorageKey } from '../lib/tabs';
import { onPageLoad } from './page-load';
import { showTab } from './tabs-dom';

onPageLoad(() => {
  const params = new URLSearchParams(location.search);
  const namespace = document.documentElement.dataset.storageNs ?? '';
  document.querySelectorAll<HTMLElement>('.dz-tabs').forEach((container) => {
    const { queryKey, groupId } = container.dataset;
    const fromQuery = queryKey ? params.get(queryKey) : null;
    if (fromQuery && showTab(container, fromQuery)) return;
    const stored = groupId ? createStorageSlot(tabStorageKey(groupId), { namespace }).get() : null;
    if (stored) showTab(container, stored);
  });
});
