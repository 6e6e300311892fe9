import { describe, expect, it } from 'vitest';
import { sidebarHtml, SIDEBAR_ASIDE_START } from '../lib/docs/sidebar-html';
import type { SidebarItem } from '../lib/docs/types';
import { newScanCache, scanPage } from './page-scan';

const items: SidebarItem[] = [
  { type: 'link', href: '/docs/a', label: 'A', unlisted: false },
  {
    type: 'category',
    label: '类',
    items: [{ type: 'link', href: '/docs/b', label: 'B', unlisted: false }],
    collapsed: true,
    collapsible: true,
    linkUnlisted: false,
    href: '/docs/c',
  },
  { type: 'link', href: '/docs/hidden', label: '隐藏', unlisted: true },
  { type: 'html', value: '<span id="in-sidebar"></span><script>x()</script>' },
];
const page = (current: string) =>
  `<html><head><meta name="robots" content="noindex"></head><body><a href="#top" id="top">顶</a>${SIDEBAR_ASIDE_START}><nav>${sidebarHtml(items, current)}</nav></aside><main><a href="/docs/b#x">B</a></main></body></html>`;

describe('scanPage', () => {
  it('finds the same facts as a parse of the whole page, the sidebar parsed once for the pages that share it', () => {
    const cache = newScanCache();
    for (const current of ['/docs/a', '/docs/b', '/docs/c']) {
      const facts = scanPage(page(current), cache);
      const whole = scanPage(page(current).replace(SIDEBAR_ASIDE_START, '<aside class="elsewhere"'));
      expect([...facts.links].sort()).toEqual([...whole.links].sort());
      expect(facts.ids).toEqual(whole.ids);
      expect(facts.inlineScripts).toEqual(whole.inlineScripts);
      expect(facts.noindex).toBe(true);
    }
    expect(cache.sidebars.size).toBe(1);
    // An unlisted page shows itself in its own copy: that copy is parsed on its own.
    expect(scanPage(page('/docs/hidden'), cache).links).toContain('/docs/hidden');
    expect(cache.sidebars.size).toBe(2);
  });
});
