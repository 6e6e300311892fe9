import { describe, expect, it } from 'vitest';
import { finalizeTable, route, routeKey } from './table';
import { REDIRECTS } from './redirects';

describe('route table', () => {
  it('keys routes with a short hash suffix', () => {
    expect(routeKey('/docs', '@theme/DocItem')).toMatch(/^\/docs-[0-9a-f]{3}$/);
    expect(routeKey('/docs', '@theme/DocItem')).not.toBe(routeKey('/docs', '@theme/Other'));
  });
  it('sorts routes and rejects duplicates with both sources', () => {
    const table = finalizeTable([route('/b', 'B'), route('/a', 'A')]);
    expect(table.map((r) => r.path)).toEqual(['/a', '/b']);
    expect(() => finalizeTable([route('/a', 'Doc', { props: { file: 'x.md' } }), route('/a', 'Post')])).toThrow(
      /Duplicate route \/a: produced by Doc .*x\.md.* and Post/,
    );
  });
});

describe('redirects', () => {
  it('covers the spec redirects', () => {
    const map = Object.fromEntries(REDIRECTS.map((r) => [r.from, r.to]));
    expect(map['/docs/next/team']).toBe('/community/team');
    expect(map['/home/anchor']).toBe('/#anchor');
    expect(map['/home/absolute/qs']).toBe('https://docusaurus.io/?a=1');
  });
});
