import { describe, expect, it } from 'vitest';
import { isSearchShortcut, matchesShortcut } from './shortcut';

const press = (key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}, target: unknown = { tagName: 'BODY' }) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
  target: target as EventTarget,
});

describe('search shortcuts', () => {
  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true }), 'mod+k'],
    ['Cmd+K', press('k', { metaKey: true }), 'mod+k'],
    ['Ctrl+Shift+K (key reported upper-case)', press('K', { ctrlKey: true }), 'mod+k'],
    ['Ctrl+K while typing in a field', press('k', { ctrlKey: true }, { tagName: 'INPUT' }), 'mod+k'],
    ['"/" on the page', press('/'), '/'],
  ])('%s opens search', (_name, event, shortcut) => {
    expect(matchesShortcut(event, shortcut)).toBe(true);
    expect(isSearchShortcut(event)).toBe(true);
  });

  it.each([
    ['K alone', press('k')],
    ['"/" in an input', press('/', {}, { tagName: 'INPUT' })],
    ['"/" in a textarea', press('/', {}, { tagName: 'TEXTAREA' })],
    ['"/" in a select', press('/', {}, { tagName: 'SELECT' })],
    ['"/" in an editable element', press('/', {}, { tagName: 'DIV', isContentEditable: true })],
    ['Ctrl+/', press('/', { ctrlKey: true })],
    ['Alt+/', press('/', { altKey: true })],
    ['a key event without a key', { ctrlKey: true, metaKey: false, altKey: false, target: null }],
  ])('%s does not', (_name, event) => {
    expect(isSearchShortcut(event)).toBe(false);
  });

  it('matches only the shortcut asked for', () => {
    expect(matchesShortcut(press('/'), 'mod+k')).toBe(false);
    expect(matchesShortcut(press('k', { ctrlKey: true }), '/')).toBe(false);
    expect(matchesShortcut(press('/'), 'ctrl+/')).toBe(false);
  });
});
