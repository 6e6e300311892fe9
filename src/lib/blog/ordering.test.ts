import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, sortPosts } from './ordering';

const post = (title: string, date: string, filePath = `x/${title}.md`) => ({ title, date: new Date(date), filePath });

describe('versions', () => {
  it('parses semver with pre-releases', () => {
    expect(parseVersion('2.0.0-beta.11')).toEqual({ major: 2, minor: 0, patch: 0, pre: ['beta', 11] });
    expect(parseVersion('V2 Changelog')).toBeUndefined();
  });
  it('orders by semver precedence', () => {
    const sorted = ['2.0.0', '2.0.0-rc.1', '2.0.0-alpha.10', '2.0.0-beta.0', '2.0.0-alpha.9', '3.3.2', '3.3.0', '3.3.1', 'V2 Changelog'].sort(compareVersions);
    expect(sorted).toEqual(['V2 Changelog', '2.0.0-alpha.9', '2.0.0-alpha.10', '2.0.0-beta.0', '2.0.0-rc.1', '2.0.0', '3.3.0', '3.3.1', '3.3.2']);
  });
});

describe('sortPosts', () => {
  it('puts the newest first', () => {
    const sorted = sortPosts([post('a', '2020-01-01'), post('c', '2024-11-04'), post('b', '2022-08-01')], 'path');
    expect(sorted.map((p) => p.title)).toEqual(['c', 'b', 'a']);
  });
  it('orders same-day changelog releases by version, newest first', () => {
    const sorted = sortPosts([post('3.3.0', '2024-05-03'), post('3.3.2', '2024-05-03'), post('3.3.1', '2024-05-03'), post('3.2.1', '2024-04-04')], 'version');
    expect(sorted.map((p) => p.title)).toEqual(['3.3.2', '3.3.1', '3.3.0', '3.2.1']);
    const beta = sortPosts([post('2.0.0-beta.11', '2021-12-10'), post('2.0.0-beta.13', '2021-12-10'), post('2.0.0-beta.12', '2021-12-10')], 'version');
    expect(beta.map((p) => p.title)).toEqual(['2.0.0-beta.13', '2.0.0-beta.12', '2.0.0-beta.11']);
  });
  it('keeps the source path order for same-day blog posts, and uses times when given', () => {
    const sorted = sortPosts(
      [post('b', '2023-07-19', 'z/2023-07-19-b.md'), post('a', '2023-07-19', 'z/2023-07-19-a.md'), post('t', '2023-07-19T10:00:00Z')],
      'path',
    );
    expect(sorted.map((p) => p.title)).toEqual(['t', 'a', 'b']);
  });
});
