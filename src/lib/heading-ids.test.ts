import { describe, expect, it } from 'vitest';
import { escapeHeadingIds, splitHeadingId } from './heading-ids';

describe('heading ids', () => {
  it('splits a trailing {#id} off the heading text', () => {
    expect(splitHeadingId('安装依赖 {#install-dependencies}')).toEqual({ text: '安装依赖', id: 'install-dependencies' });
    expect(splitHeadingId('常见问题{#常见问题}')).toEqual({ text: '常见问题', id: '常见问题' });
    expect(splitHeadingId('对象 {a} 的写法')).toEqual({ text: '对象 {a} 的写法' });
    expect(splitHeadingId('{#id} 在开头')).toEqual({ text: '{#id} 在开头' });
  });
  it('escapes the ids of MDX headings, not code, prose or ids already escaped', () => {
    const source = ['## 安装 {#install}', '### 已转义 \\{#done}', '正文 {#not-a-heading}', '```md', '## 示例 {#example}', '```', '#### 末尾 {#end}'].join('\n');
    expect(escapeHeadingIds(source).split('\n')).toEqual([
      '## 安装 \\{#install}',
      '### 已转义 \\{#done}',
      '正文 {#not-a-heading}',
      '```md',
      '## 示例 {#example}',
      '```',
      '#### 末尾 \\{#end}',
    ]);
  });
});
