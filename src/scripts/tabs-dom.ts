// Shows one tab of a <Tabs> in the page's DOM: the tab buttons' selected state and the panel.
// The TabList island renders its buttons itself once live; before that, the first-touch layer
// (src/scripts/instant) uses this to switch at once, and the island starts from what it shows.
const tabsOf = (container: Element) => container.querySelectorAll<HTMLElement>(':scope > astro-island [role="tab"], :scope > [role="tablist"] [role="tab"]');

export function selectedTab(id: string): string | undefined {
  const container = document.getElementById(id);
  return container ? [...tabsOf(container)].find((b) => b.getAttribute('aria-selected') === 'true')?.dataset.value : undefined;
}

export function showTabPanel(container: Element, value: string): void {
  container.querySelectorAll<HTMLElement>(`:scope > .dz-tabs__panels > [data-tabs-owner="${container.id}"]`).forEach((panel) => {
    panel.toggleAttribute('data-active', panel.dataset.value === value);
  });
}

export function showTab(container: Element, value: string): boolean {
  const buttons = [...tabsOf(container)];
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const b of buttons) {
    const on = b.dataset.value === value;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    b.classList.toggle('dz-tabs__tab--active', on);
  }
  showTabPanel(container, value);
  return true;
}
