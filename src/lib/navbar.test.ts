import { describe, expect, it } from 'vitest';
import type { NavbarItem } from '../config/schema';
import { prepareNavbar } from './navbar';
import { build, raw } from './docs/test-helpers';

const instance = build([raw('index'), raw('guide'), raw('draft-one', { draft: true })]);
const site = { locales: [{ label: '简体中文', lang: 'zh-CN' }] };
const items = (list: unknown[]) => list as NavbarItem[];

describe('navbar', () => {
  it('validates every item once, before any page is rendered', () => {
    expect(() => prepareNavbar(items([{ type: 'doc', docId: 'nope', docsPluginId: 'tests', position: 'left' }]), [instance], site)).toThrow(
      'src/site.config.ts: navbar.items[0] (version current): unknown doc id "nope". Available doc ids are:\n- guide\n- index',
    );
    expect(() =>
      prepareNavbar(
        items([{ type: 'dropdown', label: 'd', position: 'left', items: [{ type: 'docSidebar', sidebarId: 'x', docsPluginId: 'tests' }] }]),
        [instance],
        site,
      ),
    ).toThrow('src/site.config.ts: navbar.items[0].items[0]: unknown sidebar id "x". Available sidebar ids are: sidebar');
    expect(() => prepareNavbar(items([{ type: 'docsVersionDropdown', docsPluginId: 'other', position: 'right' }]), [instance], site)).toThrow(
      /navbar\.items\[0\]\.docsPluginId.*allowed: tests/,
    );
  });

  it('marks the active links of each page from one prepared navbar', () => {
    const forPage = prepareNavbar(
      items([
        { type: 'docSidebar', sidebarId: 'sidebar', docsPluginId: 'tests', label: '文档', position: 'left' },
        { type: 'default', label: '博客', to: '/blog', position: 'left' },
        { type: 'default', label: 'GitHub', href: 'https://github.com/facebook/docusaurus', position: 'right' },
        { type: 'doc', docId: 'draft-one', docsPluginId: 'tests', position: 'left' },
      ]),
      [instance],
      site,
    );
    const onDoc = forPage({ path: '/t/guide', docs: { instanceId: 'tests', versionName: 'current', docId: 'guide', sidebarName: 'sidebar' } });
    expect(onDoc.left.map((i) => i.kind === 'link' && [i.label, i.href, i.active])).toEqual([
      ['文档', '/t/guide', true],
      ['博客', '/blog', false],
    ]);
    expect(onDoc.right).toEqual([
      { kind: 'link', label: 'GitHub', href: 'https://github.com/facebook/docusaurus', external: true, active: false, className: undefined },
    ]);
    const onBlog = forPage({ path: '/blog' });
    expect(onBlog.left.map((i) => i.kind === 'link' && i.active)).toEqual([false, true]);
    // A router NavLink: the pages below the link's too, not a page that only shares its prefix.
    expect(forPage({ path: '/blog/2024/11/04/x' }).left.map((i) => i.kind === 'link' && i.active)).toEqual([false, true]);
    expect(forPage({ path: '/blogging' }).left.map((i) => i.kind === 'link' && i.active)).toEqual([false, false]);
  });

  it('marks a dropdown active by its own link only; an active child opens it on mobile', () => {
    const forPage = prepareNavbar(
      items([{ type: 'dropdown', label: '社区', position: 'left', items: [{ type: 'default', label: '更新日志', to: '/changelog' }] }]),
      [instance],
      site,
    );
    expect(forPage({ path: '/changelog/3.6.0' }).left[0]).toMatchObject({ kind: 'dropdown', active: false, containsActive: true });
    expect(forPage({ path: '/blog' }).left[0]).toMatchObject({ kind: 'dropdown', active: false, containsActive: false });
  });

  it('builds locale links and test-only items for the page', () => {
    const forPage = prepareNavbar(
      items([
        { type: 'localeDropdown', position: 'right', extraItems: [{ label: 'English', baseUrl: 'https://docusaurus.io/' }] },
        { type: 'custom-testsOnly', label: '测试', to: '/tests', position: 'left' },
      ]),
      [instance],
      site,
    );
    const page = forPage({ path: '/docs/intro' });
    expect(page.left).toEqual([]);
    const locale = page.right[0];
    expect(locale?.kind === 'dropdown' && locale.items.map((i) => i.kind === 'link' && i.href)).toEqual(['/docs/intro', 'https://docusaurus.io/docs/intro']);
    expect(forPage({ path: '/tests/x' }).left.map((i) => i.kind)).toEqual(['link']);
  });
});
