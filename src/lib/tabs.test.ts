import { describe, expect, it } from 'vitest';
import { claimTopLevelPanels, labelPanels, markActivePanel, parseTabPanels, resolveTabs, tabDomId } from './tabs';

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
  it("reads a tab's own attributes, from its TabItem or from a values entry", () => {
    const withAttributes = panel('a', '', ` data-attributes="${'{&quot;className&quot;:&quot;red&quot;,&quot;title&quot;:&quot;A &amp; B&quot;}'}"`);
    const parsed = parseTabPanels(claimTopLevelPanels(withAttributes + panel('b'), 't'), 't');
    expect(parsed.tabs).toEqual([
      { value: 'a', label: 'A', attributes: { className: 'red', title: 'A & B' } },
      { value: 'b', label: 'B' },
    ]);
    expect(resolveTabs(parsed, [{ value: 'a', attributes: { 'data-x': 1 } }]).tabs).toEqual([{ value: 'a', label: 'a', attributes: { 'data-x': 1 } }]);
  });
  it('rejects duplicate values', () => {
    expect(() => parseTabPanels(claimTopLevelPanels(panel('a') + panel('a'), 't'), 't')).toThrow(/two <TabItem> with value "a"/);
  });
  it('decides the tabs and the first shown as Docusaurus: values, then defaultValue, default, first', () => {
    const parsed = {
      tabs: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      defaultValue: 'b',
    };
    expect(resolveTabs(parsed)).toEqual({ tabs: parsed.tabs, initial: 'b' });
    expect(resolveTabs(parsed, undefined, 'a').initial).toBe('a');
    expect(resolveTabs(parsed, undefined, null).initial).toBe('b');
    expect(
      resolveTabs(parsed, [
        { value: 'a', label: '苹果' },
        { value: 'b', default: true },
      ]),
    ).toEqual({
      tabs: [
        { value: 'a', label: '苹果' },
        { value: 'b', label: 'b' },
      ],
      initial: 'b',
    });
    expect(() => resolveTabs(parsed, undefined, 'c')).toThrow(
      '<Tabs defaultValue="c">: no tab has this value; allowed: a, b, or defaultValue={null} for the first tab',
    );
    expect(() => resolveTabs({ tabs: [] })).toThrow('<Tabs> needs at least one <TabItem>');
  });
  it("labels this Tabs' panels with its tabs' labels", () => {
    const html = claimTopLevelPanels(panel('a') + panel('b'), 't');
    const labelled = labelPanels(html, 't', [
      { value: 'a', label: '苹果 "甜"' },
      { value: 'b', label: 'B' },
    ]);
    expect(labelled.match(/data-label="[^"]*"/g)).toEqual(['data-label="苹果 &quot;甜&quot;"', 'data-label="B"']);
  });
  it('makes DOM-safe ids', () => expect(tabDomId('t', 'a b/c')).toBe('t-a_b_c'));
});
