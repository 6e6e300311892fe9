// The keys that open search from anywhere on a page: Ctrl/Cmd+K, and "/" unless the reader is
// typing in a field. Matched in three places that must agree: the first-touch layer (shows
// the modal's shell before any island runs), the `client:interaction` directive (wakes the
// search island) and the island itself (opens and closes the modal).

export type Shortcut = 'mod+k' | '/';
export const SEARCH_SHORTCUTS: Shortcut[] = ['mod+k', '/'];

interface KeyPress {
  key?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Focus is in a text field, where "/" is a character to type. */
const isTyping = (target: EventTarget | null) => {
  const el = target as { isContentEditable?: boolean; tagName?: string } | null;
  return !!el && (!!el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName ?? ''));
};

export const matchesShortcut = (event: KeyPress, shortcut: string): boolean =>
  shortcut === 'mod+k'
    ? (event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k'
    : shortcut === '/' && event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);

export const isSearchShortcut = (event: KeyPress): boolean => SEARCH_SHORTCUTS.some((s) => matchesShortcut(event, s));
