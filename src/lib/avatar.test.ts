import { describe, expect, it } from 'vitest';
import { avatarColor, initials, initialsAvatar } from './avatar';

describe('initials avatars', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Sébastien Lorber')).toBe('SL');
    expect(initials('slorber')).toBe('SL');
    expect(initials('Algolia DocSearch')).toBe('AD');
    expect(initials('久染 | JiuRan')).toBe('久');
  });
  it('is stable per name and escapes the text', () => {
    expect(avatarColor('Jest')).toBe(avatarColor('Jest'));
    expect(initialsAvatar('<b>')).not.toContain('<b>');
  });
});
