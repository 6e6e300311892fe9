// Pages with tabs: a group's remembered choice, or the one the URL names (`?<queryKey>=`),
// shows as soon as the page is parsed, as the classic theme shows it after hydration. Before,
// the page showed each block's default until the reader touched a tab list. Loaded by the
// Tabs component only; the TabList islands start from what this shows, so this is the one
// place that decides a block's first tab.
import { storedTabChoice } from '../lib/tabs';
import { onPageLoad } from './page-load';
import { showTab } from './tabs-dom';

onPageLoad(() => {
  const params = new URLSearchParams(location.search);
  document.querySelectorAll<HTMLElement>('.dz-tabs').forEach((container) => {
    const { queryKey, groupId } = container.dataset;
    // As the classic theme decides: a value in the URL wins even when it names no tab (the
    // block then keeps its default); the remembered choice counts only without one.
    const fromQuery = queryKey ? params.get(queryKey) : null;
    const choice = fromQuery ?? (groupId ? storedTabChoice(groupId) : null);
    if (choice) showTab(container, choice);
  });
});
