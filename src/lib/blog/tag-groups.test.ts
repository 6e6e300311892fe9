import { describe, expect, it } from 'vitest';
import { groupByInitial, labelInitial } from './tag-groups';

describe('labelInitial', () => {
  it('takes the pinyin initial of a Chinese label', () => {
    expect(labelInitial('采用案例')).toBe('C');
    expect(labelInitial('博客')).toBe('B');
    expect(labelInitial('发布')).toBe('F');
    expect(labelInitial('国际化')).toBe('G');
    expect(labelInitial('年度回顾')).toBe('N');
    expect(labelInitial('维护')).toBe('W');
    expect(labelInitial('新计划')).toBe('X');
    expect(labelInitial('致敬')).toBe('Z');
    expect(labelInitial('爱')).toBe('A');
  });
  it('takes the first letter of a Latin label, in upper case', () => {
    expect(labelInitial('beta')).toBe('B');
    expect(labelInitial('Docusaurus')).toBe('D');
  });
  it('puts anything else under #', () => {
    expect(labelInitial('3.x')).toBe('#');
    expect(labelInitial('')).toBe('#');
  });
});

describe('groupByInitial', () => {
  it('groups A–Z then #, with Latin and Chinese labels of one letter together', () => {
    const groups = groupByInitial(['博客', 'Beta', '2024', '发布', 'Docusaurus', '采用案例'], (s) => s);
    expect(groups.map((g) => g.initial)).toEqual(['B', 'C', 'D', 'F', '#']);
    expect(groups[0]!.items.sort()).toEqual(['Beta', '博客'].sort());
  });
});
