// Tab buttons of one <Tabs>. Shows the panel of the chosen tab, follows and updates its
// groupId choice (shared and persisted) and the query string when asked to.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $tabChoices, chooseTab } from '../stores/tabs';
import { tabDomId, type TabInfo } from '../lib/tabs';
import { selectedTab, showTabPanel } from '../scripts/tabs-dom';
import { withBoundary } from './withBoundary';

interface Props {
  id: string;
  tabs: TabInfo[];
  initial: string;
  groupId?: string;
  queryKey?: string;
  /** Classes of the tab list, and `block` to share its width out among the tabs. */
  className?: string;
  block?: boolean;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function TabList({ id, tabs, initial, groupId, queryKey, className, block }: Props) {
  // The first tap may have switched tabs before this island hydrated (src/scripts/instant):
  // start from what the page shows.
  const [selected, setSelected] = useState(() => (typeof document === 'undefined' ? initial : (selectedTab(id) ?? initial)));
  const choices = useStore($tabChoices);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Once, when the island wakes: hydrate every other tab group too, so they follow the shared
  // choice from now on. The choice in the URL or storage is already on the page
  // (src/scripts/tabs-restore.ts), and the state above starts from it.
  useEffect(() => {
    document.dispatchEvent(new CustomEvent('dz:hydrate', { detail: 'tabs' }));
  }, []);

  useEffect(() => {
    const chosen = groupId ? choices[groupId] : undefined;
    if (chosen && tabs.some((t) => t.value === chosen)) setSelected(chosen);
  }, [choices, groupId, tabs]);

  useEffect(() => {
    const container = document.getElementById(id);
    if (container) showTabPanel(container, selected);
  }, [selected, id]);

  const select = (value: string, index: number) => {
    setSelected(value);
    if (groupId) chooseTab(groupId, value);
    if (queryKey) {
      const url = new URL(location.href);
      url.searchParams.set(queryKey, value);
      history.replaceState(history.state, '', url);
    }
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    select(tabs[next]!.value, next);
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className={classes('dz-tabs__list', block && 'dz-tabs__list--block', className)}>
      {tabs.map((tab, index) => (
        <button
          // A tab's own `attributes` first, so the ones the tab needs to work win over them.
          {...tab.attributes}
          key={tab.value}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          role="tab"
          data-value={tab.value}
          id={`${tabDomId(id, tab.value)}-tab`}
          aria-controls={tabDomId(id, tab.value)}
          aria-selected={tab.value === selected}
          tabIndex={tab.value === selected ? 0 : -1}
          className={classes('dz-tabs__tab', tab.value === selected && 'dz-tabs__tab--active', tab.attributes?.className as string | undefined)}
          onClick={() => select(tab.value, index)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export default withBoundary(TabList);
