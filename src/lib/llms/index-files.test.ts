import { describe, expect, it } from 'vitest';
import { hasTwin, llmsFullTxt, llmsTxt, sidebarSections, twinRoute, type TwinPage } from './index-files';
import type { SidebarItem } from '../docs/types';

const page = (permalink: string, title: string, description?: string): TwinPage => ({ permalink, title, description, body: `${title}的正文\n` });
const link = (href: string, label = href, unlisted = false): SidebarItem => ({ type: 'link', href, label, unlisted });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  label,
  items,
  href,
  linkUnlisted: false,
  collapsed: true,
  collapsible: true,
});

describe('twinRoute', () => {
  it('adds .md to the route', () => {
    expect(twinRoute('/docs/installation')).toBe('/docs/installation.md');
    expect(twinRoute('/docs')).toBe('/docs.md');
  });
});

describe('llms.txt destinations', () => {
  it('percent-encode spaces and brackets so the link stays one link', () => {
    const out = llmsTxt({ title: 't', summary: 's' }, [{ title: '测试', pages: [page('/tests/docs/folder with space/doc (1)', '文档')] }]);
    expect(out).toContain('- [文档](/tests/docs/folder%20with%20space/doc%20%281%29.md)');
  });
});

describe('hasTwin', () => {
  it('holds for listed docs and generated indexes of the current version only', () => {
    const current = { name: 'current' };
    expect(hasTwin(current, { unlisted: false, draft: false })).toBe(true);
    expect(hasTwin(current)).toBe(true);
    expect(hasTwin(current, { unlisted: true, draft: false })).toBe(false);
    expect(hasTwin(current, { unlisted: false, draft: true })).toBe(false);
    expect(hasTwin({ name: '1.0.0' }, { unlisted: false, draft: false })).toBe(false);
  });
});

describe('sidebarSections', () => {
  const pages = [
    page('/docs', '介绍'),
    page('/docs/a', 'A'),
    page('/docs/b', 'B'),
    page('/docs/cat', '类别页'),
    page('/docs/c', 'C'),
    page('/docs/loose', '不在侧边栏'),
  ];
  const items = [
    link('/docs'),
    category('入门', [link('/docs/a'), category('深入', [link('/docs/c')]), link('/docs/b')], '/docs/cat'),
    link('https://example.com'),
    link('/docs/hidden', '未列出', true),
  ];

  it('makes a section per category in sidebar order, the category page first, leftovers last', () => {
    const sections = sidebarSections([{ title: '文档', items }], pages, '文档 / 其他页面');
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.title)])).toEqual([
      ['文档', ['介绍']],
      ['文档 / 入门', ['类别页', 'A', 'B']],
      ['文档 / 入门 / 深入', ['C']],
      ['文档 / 其他页面', ['不在侧边栏']],
    ]);
  });
  it('lists a page once, at its first place, and only pages with a twin', () => {
    const sections = sidebarSections(
      [
        { title: '一', items: [link('/docs/a')] },
        { title: '二', items: [link('/docs/a'), link('/docs/unlisted')] },
      ],
      [page('/docs/a', 'A')],
      '其他',
    );
    expect(sections.map((s) => s.title)).toEqual(['一']);
  });
});

describe('llms.txt', () => {
  const sections = [{ title: '文档 / 入门', pages: [page('/docs/a', 'A [1]', '第一\n篇'), page('/docs/b', 'B')] }];
  const header = { title: 'Docusaurus 简体中文文档', summary: '一段\n摘要。', details: ['更多说明。'] };
  it('follows the convention: title, summary, sections of links to the twins', () => {
    expect(llmsTxt(header, sections)).toBe(
      '# Docusaurus 简体中文文档\n\n> 一段 摘要。\n\n更多说明。\n\n## 文档 / 入门\n\n- [A \\[1\\]](/docs/a.md): 第一 篇\n- [B](/docs/b.md)\n',
    );
  });
  it('llms-full.txt holds every twin in order under its title', () => {
    const full = llmsFullTxt(header, sections);
    expect(full).toBe(
      '# Docusaurus 简体中文文档\n\n> 一段 摘要。\n\n# A \\[1\\]\n\n> 第一 篇\n\n页面：[/docs/a](/docs/a)\n\nA [1]的正文\n\n# B\n\n页面：[/docs/b](/docs/b)\n\nB的正文\n',
    );
  });
});
