import { describe, expect, it } from 'vitest';
import { gitFirstCommitted, gitLastUpdated, parseGitLog } from './last-updated';

describe('parseGitLog', () => {
  it('gives each file the dates of its newest and its oldest commit', () => {
    const out = '\x1e1700000200\0\ncontent-docs/a.mdx\0content-docs/文档.md\0\x1e1700000100\0\ncontent-docs/a.mdx\0content-docs/b.mdx\0\x1e1700000000\0\0';
    const map = parseGitLog(out);
    const at = (s: number) => new Date(s * 1000);
    expect(map.get('content-docs/a.mdx')).toEqual({ last: at(1700000200), first: at(1700000100) });
    expect(map.get('content-docs/文档.md')).toEqual({ last: at(1700000200), first: at(1700000200) });
    expect(map.get('content-docs/b.mdx')).toEqual({ last: at(1700000100), first: at(1700000100) });
    expect(map.size).toBe(3);
  });
  it('gives nothing for empty output', () => {
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('gitLastUpdated', () => {
  it('reads this repository: a tracked file has a date, an unknown one none', () => {
    expect(gitLastUpdated('package.json')).toBeInstanceOf(Date);
    expect(gitLastUpdated('./package.json')).toBeInstanceOf(Date);
    expect(gitLastUpdated('does/not/exist.md')).toBeUndefined();
    expect(gitFirstCommitted('package.json')!.getTime()).toBeLessThanOrEqual(gitLastUpdated('package.json')!.getTime());
  });
});
