// The keys that open search from anywhere on a page: Ctrl/Cmd+K, and "/" unless the reader is
// typing in a field. Matched in three places that must agree: the first-touch layer (shows
// the modal's shell before any island runs), the `client:interaction` directive (wakes the
// search island) and the island itself (opens and closes the modal). Kept tiny: the
// first-touch layer loads on every page.

export type Shortcut = 'mod+k' | '/';
/** For the directive's options: the shortcuts that wake the search island. */
export const SEARCH_SHORTCUTS: Shortcut[] = ['mod+k', '/'];

interface KeyPress {
  key?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Focus is in a field (or an editable element), where "/" is a character to type. */
const isTyping = (target: EventTarget | null) => {
  const el = target as Partial<HTMLElement> | null;
  return el?.isContentEditable || el?.matches?.('input,textarea,select');
};

/** The search shortcut this key press is, or false. */
export const searchShortcut = (event: KeyPress): Shortcut | false =>
  event.ctrlKey || event.metaKey ? event.key?.toLowerCase() === 'k' && 'mod+k' : !event.altKey && event.key === '/' && !isTyping(event.target) && '/';
