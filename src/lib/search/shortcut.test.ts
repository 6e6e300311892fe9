import { describe, expect, it } from 'vitest';
import { searchShortcut } from './shortcut';

// Unit tests run without a DOM: a stand-in for the elements focus can be in.
class FakeElement {
  constructor(
    readonly tagName: string,
    readonly isContentEditable = false,
  ) {}
  matches(selectors: string) {
    return selectors.split(',').includes(this.tagName.toLowerCase());
  }
}

const press = (key: string | undefined, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}, target: unknown = new FakeElement('BODY')) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
  target: target as EventTarget,
});

describe('searchShortcut', () => {
  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true }), 'mod+k'],
    ['Cmd+K', press('k', { metaKey: true }), 'mod+k'],
    ['Ctrl+Shift+K (key reported upper-case)', press('K', { ctrlKey: true }), 'mod+k'],
    ['Ctrl+K while typing in a field', press('k', { ctrlKey: true }, new FakeElement('INPUT')), 'mod+k'],
    ['"/" on the page', press('/'), '/'],
    ['"/" on an SVG icon', press('/', {}, new FakeElement('svg')), '/'],
    ['"/" with the document focused', press('/', {}, {}), '/'],
    ['"/" with no target', press('/', {}, null), '/'],
  ])('%s opens search', (_name, event, shortcut) => {
    expect(searchShortcut(event)).toBe(shortcut);
  });

  it.each([
    ['K alone', press('k')],
    ['"/" in an input', press('/', {}, new FakeElement('INPUT'))],
    ['"/" in a textarea', press('/', {}, new FakeElement('TEXTAREA'))],
    ['"/" in a select', press('/', {}, new FakeElement('SELECT'))],
    ['"/" in an editable element', press('/', {}, new FakeElement('DIV', true))],
    ['Ctrl+/', press('/', { ctrlKey: true })],
    ['Cmd+/', press('/', { metaKey: true })],
    ['Alt+/', press('/', { altKey: true })],
    ['a key event without a key', press(undefined, { ctrlKey: true })],
  ])('%s does not', (_name, event) => {
    expect(searchShortcut(event)).toBe(false);
  });
});
