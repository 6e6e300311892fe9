// Makes DocSearch run the query in its box again. DocSearch exposes no refresh, but its box is
// a React-controlled input whose change handler runs the query; React fires that handler only
// when the value differs from the last one it saw, so the box is set through React's own
// setter to '' (what React remembers) and back through the DOM's (what the reader sees), in
// one task: nothing is painted in between.
const setDomValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Asks again with `query` if the box still holds it, the reader is not composing (an IME's
 * pinyin would be cut off) and has not moved the selection off the first hit (a new answer
 * puts it back there).
 */
export function askAgain(input: HTMLInputElement | null | undefined, query: string, composing: boolean): boolean {
  if (!input?.isConnected || composing || input.value !== query || !setDomValue) return false;
  const active = input.getAttribute('aria-activedescendant');
  if (active && !active.endsWith('-item-0')) return false;
  const { selectionStart, selectionEnd, selectionDirection } = input;
  input.value = '';
  setDomValue.call(input, query);
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
