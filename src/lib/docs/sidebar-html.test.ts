import { describe, expect, it } from 'vitest';
import { EXTERNAL_ICON_HTML, SIDEBAR_ASIDE_START, sidebarHtml, splitAtDocsSidebar, withoutPageMarks } from './sidebar-html';
import type { SidebarItem } from './types';

const doc = (href: string, label: string, extra: Partial<Extract<SidebarItem, { type: 'link' }>> = {}): SidebarItem => ({
  type: 'link',
  href,
  label,
  unlisted: false,
  ...extra,
});
const category = (label: string, items: SidebarItem[], extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({
  type: 'category',
  label,
  items,
  linkUnlisted: false,
  collapsed: true,
  collapsible: true,
  ...extra,
});

describe('sidebarHtml', () => {
  const items: SidebarItem[] = [
    doc('/docs', '简介'),
    category('指南', [doc('/docs/a', 'A & <B>'), doc('/docs/hidden', '隐藏', { unlisted: true })], { href: '/docs/category/guides' }),
    category('其他', [doc('https://github.com/facebook/docusaurus', 'GitHub')]),
    { type: 'html', value: '<hr>', defaultStyle: true },
  ];

  it('marks the current page, opens the categories that hold it and keeps the others closed', () => {
    const html = sidebarHtml(items, '/docs/a');
    expect(html).toContain('<a class="dz-menu__link dz-menu__link--active" href="/docs/a" aria-current="page">A &amp; &lt;B&gt;</a>');
    expect(html).toContain('dz-sidebar__category-link--current" href="/docs/category/guides">指南</a><details open data-dz-category>');
    expect(html).toContain('<details data-dz-category><summary class="dz-sidebar__summary"><span class="dz-menu__link">其他</span>');
    expect(html.startsWith('<ul class="dz-menu dz-sidebar__list"><li><a href="/docs">简介</a></li>')).toBe(true);
  });

  it('hides unlisted pages unless they are the current one', () => {
    expect(sidebarHtml(items, '/docs')).not.toContain('隐藏');
    expect(sidebarHtml(items, '/docs/hidden')).toContain('aria-current="page">隐藏</a>');
  });

  it('opens external links in a new tab with their mark, and writes HTML items as they are', () => {
    const html = sidebarHtml(items, '/docs');
    expect(html).toContain(`<a href="https://github.com/facebook/docusaurus" target="_blank" rel="noopener noreferrer">GitHub${EXTERNAL_ICON_HTML}</a>`);
    expect(html).toContain('<li class="dz-sidebar__html dz-sidebar__html--default"><hr></li>');
  });

  it('keeps class names and custom props, escaped, and encodes spaces in hrefs', () => {
    const html = sidebarHtml([doc('/docs/with space', '空格', { className: 'x"y', customProps: { a: '"' } })], '/');
    expect(html).toContain('<li class="x&quot;y" data-custom-props="{&quot;a&quot;:&quot;\\&quot;&quot;}"><a href="/docs/with%20space">空格</a></li>');
  });

  it('gives HTML items their class names and custom props like the other items', () => {
    const html = sidebarHtml([{ type: 'html', value: '<hr>', className: 'sep', customProps: { n: 1 } }], '/');
    expect(html).toContain('<li class="dz-sidebar__html sep" data-custom-props="{&quot;n&quot;:1}"><hr></li>');
  });
});

describe('splitAtDocsSidebar and withoutPageMarks', () => {
  const items: SidebarItem[] = [
    doc('/docs', '简介'),
    category('指南', [doc('/docs/a', 'A')], { href: '/docs/category/guides' }),
    category('其他', [doc('/docs/b', 'B')]),
    category('静态', [doc('/docs/c', 'C')], { collapsible: false, href: '/docs/static' }),
  ];
  const page = (current: string) => `<body>${SIDEBAR_ASIDE_START}><nav>${sidebarHtml(items, current)}</nav></aside><main>正文</main></body>`;

  it('cuts a page around its sidebar, and leaves a page without one alone', () => {
    const parts = splitAtDocsSidebar(page('/docs'))!;
    expect(parts.before).toBe('<body>');
    expect(parts.aside.startsWith(SIDEBAR_ASIDE_START) && parts.aside.endsWith('</aside>')).toBe(true);
    expect(parts.after).toBe('<main>正文</main></body>');
    expect(splitAtDocsSidebar('<body><aside>旁注</aside></body>')).toBeUndefined();
  });

  it("gives every page's copy of a sidebar the same text once that page's marks are out", () => {
    const copies = ['/docs', '/docs/a', '/docs/category/guides', '/docs/b', '/docs/static', '/elsewhere'].map((current) =>
      withoutPageMarks(splitAtDocsSidebar(page(current))!.aside),
    );
    expect(new Set(copies).size).toBe(1);
    expect(copies[0]).toContain('href="/docs/a"');
  });
});
