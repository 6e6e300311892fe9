// The first-touch layer. Islands hydrate on interaction, and on a slow phone loading React
// and an island takes a second or more; the reader must not wait for that. So the first
// touch of each chrome control is answered here, by this small script that every page
// already has, with the same state the island uses (DOM attributes, storage, nanostores):
// the colour mode flips, the announcement closes, the mobile menu, a dropdown or a tab opens,
// the search modal's shell appears with its box focused. The touch also wakes the island
// (`client:interaction`), which starts from that state and handles everything after it. Once
// an island is live (`data-dz-live`), this layer steps aside for it.
import { setColorMode } from '../../stores/colorMode';
import { chooseTab } from '../../stores/tabs';
import { dismissAnnouncement } from '../announcement';
import { toggleMenu } from '../mobile-menu';
import { searchShortcut } from '../../lib/search/shortcut';
import { openSearchShell } from '../search-shell';
import { showTab } from '../tabs-dom';

/** The not-yet-live island around a control, if any. */
const sleeping = (el: Element) => {
  const island = el.closest('astro-island');
  return !!island && !island.hasAttribute('data-dz-live');
};

type Action = (control: HTMLElement, event: Event) => void;

const colour: Action = (button) => {
  const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
  setColorMode(next);
  const label = button.dataset[next === 'dark' ? 'labelDark' : 'labelLight'];
  if (label) {
    button.setAttribute('aria-label', label);
    button.title = label;
  }
};

const announcement: Action = (button) => {
  const id = button.closest<HTMLElement>('[data-announcement-id]')?.dataset.announcementId;
  if (id) dismissAnnouncement(id);
};

const dropdown: Action = (button) => {
  const root = button.closest('[data-dz-dropdown]');
  const open = !root?.classList.contains('dz-dropdown--open');
  root?.classList.toggle('dz-dropdown--open', open);
  if (open) root?.classList.remove('dz-dropdown--closed');
  button.setAttribute('aria-expanded', String(open));
};

const tab: Action = (button) => {
  const container = button.closest<HTMLElement>('.dz-tabs');
  const value = button.dataset.value;
  if (!container || !value) return;
  const group = container.dataset.groupId;
  const targets = group ? document.querySelectorAll(`.dz-tabs[data-group-id="${CSS.escape(group)}"]`) : [container];
  targets.forEach((c) => showTab(c, value));
  if (group) chooseTab(group, value);
  const key = container.dataset.queryKey;
  if (key) {
    const url = new URL(location.href);
    url.searchParams.set(key, value);
    history.replaceState(history.state, '', url);
  }
  button.focus({ preventScroll: true });
};

// Selector → action. The click is consumed (the island must not replay it: that would toggle
// twice), except for search, whose click the island replays to open DocSearch over the shell.
const ACTIONS: [string, Action, boolean][] = [
  ['.dz-color-toggle', colour, true],
  ['.dz-announcement__close', announcement, true],
  ['.dz-navbar__toggle', () => toggleMenu(), true],
  ['button.dz-dropdown__toggle', dropdown, true],
  ['.dz-tabs__list [role="tab"]', tab, true],
  ['[data-dz-search]', (link) => openSearchShell(link), false],
];

/** Answers a touch of a sleeping control; true if one was answered. */
function answer(target: Element | null, event: Event, { space = false } = {}): boolean {
  if (!target?.closest) return false;
  for (const [selector, action, consume] of ACTIONS) {
    const control = target.closest<HTMLElement>(selector);
    if (!control || !sleeping(control)) continue;
    // A link follows Enter only; Space on a link scrolls the page.
    if (space && control.tagName === 'A') return false;
    action(control, event);
    if (consume) consumed(control, event);
    return true;
  }
  return false;
}

addEventListener(
  'click',
  (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    answer(event.target as Element | null, event);
  },
  true,
);

/** The island must not see this event (it would toggle again); wake it for what follows. */
function consumed(control: HTMLElement, event: Event) {
  event.preventDefault();
  event.stopPropagation();
  control.closest('astro-island')?.dispatchEvent(new Event('dz:wake'));
}

// Ctrl/Cmd+K and "/": the shell shows now; the directive wakes the search island and replays
// the key, which opens DocSearch with what was typed in the shell.
addEventListener(
  'keydown',
  (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && !event.repeat && answer(event.target as Element | null, event, { space: event.key === ' ' })) return;
    if (!searchShortcut(event)) return;
    const link = document.querySelector<HTMLElement>('[data-dz-search]');
    if (link && sleeping(link) && link.getClientRects().length) {
      event.preventDefault();
      openSearchShell(link);
    }
  },
  true,
);

// Escape hides a navbar menu the pointer shows by hover, until the pointer leaves it: content
// shown on hover must be dismissible without moving the pointer (WCAG 1.4.13). Only classes
// change, so no island is needed; the dropdown island closes a menu opened by click or Enter.
addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const root of document.querySelectorAll<HTMLElement>('[data-dz-dropdown]:hover')) {
    root.classList.add('dz-dropdown--closed');
    // A menu this layer opened (its island still asleep) is closed here; a live island closes its own.
    const toggle = root.querySelector<HTMLElement>('.dz-dropdown__toggle');
    if (toggle && sleeping(toggle)) {
      root.classList.remove('dz-dropdown--open');
      toggle.setAttribute('aria-expanded', 'false');
    }
    root.addEventListener('mouseleave', () => root.classList.remove('dz-dropdown--closed'), { once: true });
  }
});

// Tells tests and styles that first touches are answered from here on.
document.documentElement.setAttribute('data-dz-instant', '');
