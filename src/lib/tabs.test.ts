import { describe, expect, it } from 'vitest';
import { claimTopLevelPanels, markActivePanel, parseTabPanels, tabDomId } from './tabs';

const panel = (value: string, inner = '', extra = '') =>
  `<div role="tabpanel" class="dz-tabs__panel" data-value="${value}" data-label="${value.toUpperCase()}"${extra}>${inner}</div>`;

describe('tabs', () => {
  it('claims only top-level panels, leaving nested tabs alone', () => {
    const nested = `<div class="dz-tabs" id="dz-tabs-1"><div class="dz-tabs__panels">${claimTopLevelPanels(panel('x') + panel('y'), 'dz-tabs-1')}</div></div>`;
    const html = claimTopLevelPanels(panel('npm', nested) + panel('yarn', '', ' data-default="true"'), 'dz-tabs-2');
    const parsed = parseTabPanels(html, 'dz-tabs-2');
    expect(parsed.tabs).toEqual([
      { value: 'npm', label: 'NPM' },
      { value: 'yarn', label: 'YARN' },
    ]);
    expect(parsed.defaultValue).toBe('yarn');
    expect(parseTabPanels(html, 'dz-tabs-1').tabs.map((t) => t.value)).toEqual(['x', 'y']);
    const marked = markActivePanel(html, 'dz-tabs-2', 'yarn');
    expect(marked.match(/data-active/g)).toHaveLength(1);
    expect(marked).toContain(`id="${tabDomId('dz-tabs-2', 'yarn')}"`);
  });
  it('rejects duplicate values', () => {
    expect(() => parseTabPanels(claimTopLevelPanels(panel('a') + panel('a'), 't'), 't')).toThrow(/two <TabItem> with value "a"/);
  });
  it('makes DOM-safe ids', () => expect(tabDomId('t', 'a b/c')).toBe('t-a_b_c'));
});
