import { describe, expect, it } from 'vitest';
import { CJK_CHARS_PER_MINUTE, LATIN_WORDS_PER_MINUTE, countText, readingMinutes, readingTime } from './reading-time';

const chinese = (n: number) => '文'.repeat(n);
const english = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('reading time', () => {
  it('counts Chinese characters, not space-separated words', () => {
    expect(countText('Docusaurus 是一个静态网站生成器。')).toEqual({ cjk: 10, words: 1 });
    expect(readingTime(chinese(CJK_CHARS_PER_MINUTE))).toBe(1);
    expect(readingTime(chinese(CJK_CHARS_PER_MINUTE + 1))).toBe(2);
    expect(readingTime(chinese(CJK_CHARS_PER_MINUTE * 5))).toBe(5);
  });
  it('counts English words at the English rate', () => {
    expect(readingTime(english(LATIN_WORDS_PER_MINUTE))).toBe(1);
    expect(readingTime(english(LATIN_WORDS_PER_MINUTE * 3 + 10))).toBe(4);
  });
  it('adds both for mixed text', () => {
    const text = `${chinese(CJK_CHARS_PER_MINUTE * 2)} ${english(LATIN_WORDS_PER_MINUTE)}`;
    expect(readingMinutes(text)).toBeCloseTo(3);
    expect(readingTime(`${text} 多`)).toBe(4);
  });
  it('reads dotted names and versions as one word', () => {
    expect(countText('升级到 3.6.1 并编辑 docusaurus.config.js').words).toBe(2);
  });
  it('ignores link targets, images, comments and MDX imports', () => {
    const md =
      'import Tabs from \'@theme/Tabs\';\n\n[文档](https://docusaurus.io/docs/installation) ![截图](./img/a.png)\n<!-- truncate -->\n<div class="x">内容</div>';
    expect(countText(md)).toEqual({ cjk: 4, words: 0 });
  });
  it('is at least one minute', () => {
    expect(readingTime('')).toBe(1);
  });
});
