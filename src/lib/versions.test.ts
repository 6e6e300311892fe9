import { describe, expect, it } from 'vitest';
import { versionsPageModel, type VersionsArchive } from './versions';

const archive: VersionsArchive = {
  current: { name: '3.6.1', changelog: '/changelog/3.6.1', releasePost: '/blog/releases/3.6' },
  past: [{ name: '3.5.2', docs: 'https://docusaurus.io/docs/3.5.2', changelog: '/changelog/3.5.2' }],
  archived: [{ name: '2.3.1', changelog: '/changelog/2.3.1' }],
  legacy: { label: 'v1', docs: 'https://v1.docusaurus.io' },
  source: 'https://github.com/facebook/docusaurus',
};
const canary = { name: 'current', label: 'Canary 🚧', path: '', kind: 'unreleased' as const, dir: '.', banner: 'none' as const, badge: false };

describe('versions page model', () => {
  it('takes the next version from the docs config and the current release from the archive', () => {
    const m = versionsPageModel({ routeBasePath: '/docs', versions: [canary] }, archive);
    expect(m.next).toEqual([
      {
        name: 'current',
        label: 'Canary 🚧',
        links: [
          { label: '文档', href: '/docs', external: false },
          { label: '源码', href: 'https://github.com/facebook/docusaurus', external: true },
        ],
      },
    ]);
    expect(m.current.label).toBe('3.6.1');
    expect(m.current.links.map((l) => l.href)).toEqual(['/changelog/3.6.1', '/blog/releases/3.6']);
    expect(m.past[0]!.links[0]).toEqual({ label: '英文文档', href: 'https://docusaurus.io/docs/3.5.2', external: true });
    expect(m.archived.map((v) => v.name)).toEqual(['2.3.1']);
    expect(m.legacy.links).toEqual([{ label: '文档', href: 'https://v1.docusaurus.io', external: true }]);
  });
  it('uses a latest and unmaintained versions of the config when there are some', () => {
    const m = versionsPageModel(
      {
        routeBasePath: '/docs',
        versions: [
          canary,
          { ...canary, name: '3.6.1', label: '3.6.1', path: '3.6.1', kind: 'latest' },
          { ...canary, name: '3.5.2', label: '3.5.2', path: '3.5.2', kind: 'unmaintained' },
        ],
      },
      archive,
    );
    expect(m.current.links[0]).toEqual({ label: '文档', href: '/docs/3.6.1', external: false });
    expect(m.current.links.slice(1).map((l) => l.label)).toEqual(['更新日志', '发布博文']);
    expect(m.past).toHaveLength(1);
    expect(m.past[0]!.links).toEqual([{ label: '文档', href: '/docs/3.5.2', external: false }]);
  });
  it('rejects malformed data and duplicate versions, naming the file', () => {
    expect(() => versionsPageModel({ routeBasePath: '/docs', versions: [canary] }, { ...archive, past: [{ name: '3.5.2', docs: 'http://x' }] })).toThrow(
      /src\/data\/versions\.ts: past\[0\]\.docs/,
    );
    expect(() => versionsPageModel({ routeBasePath: '/docs', versions: [canary] }, { ...archive, archived: [{ name: '3.6.1' }] })).toThrow(
      /"3\.6\.1" is listed twice/,
    );
  });
});
