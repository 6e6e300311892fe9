import { describe, expect, it } from 'vitest';
import { defaultSegmenter, looseQuery, parseQuery, phraseQueries, planQuery } from './query';

describe('parseQuery', () => {
  it('splits Han runs from other words and normalises', () => {
    expect(parseQuery('  Swizzle 组件 ')).toEqual({ text: 'swizzle 组件', words: ['swizzle'], hanRuns: ['组件'] });
    expect(parseQuery('安装Node.js')).toEqual({ text: '安装node.js', words: ['node.js'], hanRuns: ['安装'] });
    expect(parseQuery('「侧边栏」？')).toEqual({ text: '「侧边栏」?', words: [], hanRuns: ['侧边栏'] });
    expect(parseQuery('@docusaurus/plugin-pwa 离线').words).toEqual(['@docusaurus/plugin-pwa']);
    expect(parseQuery('ＫａＴｅＸ 数学').words).toEqual(['katex']);
  });
});

describe('query plan', () => {
  const segment = (run: string) => (run === '自动生成侧边栏' ? ['自动', '生成', '侧边', '栏'] : [run]);

  it('sends Han runs as single characters in the loose query', () => {
    expect(looseQuery(parseQuery('swizzle 组件'))).toBe('swizzle 组 件');
  });

  it('makes exact phrases of runs of two or more characters', () => {
    expect(phraseQueries(['侧边栏', '图', '侧边栏'])).toEqual(['"侧 边 栏"']);
  });

  it('plans exact, then words tiers', () => {
    expect(planQuery('自动生成侧边栏', segment)).toEqual({
      loose: '自 动 生 成 侧 边 栏',
      tiers: [
        { name: 'exact', phrases: ['"自 动 生 成 侧 边 栏"'] },
        { name: 'words', phrases: ['"自 动"', '"生 成"', '"侧 边"'] },
      ],
    });
  });

  it('skips the words tier when it equals the exact tier, and both for Latin-only queries', () => {
    expect(planQuery('部署', (r) => [r]).tiers).toEqual([{ name: 'exact', phrases: ['"部 署"'] }]);
    expect(planQuery('docusaurus.config.js').tiers).toEqual([]);
    expect(planQuery('   ').loose).toBe('');
  });
});

describe('defaultSegmenter', () => {
  it('is built once per locale and keeps what it segmented apart from its callers', () => {
    const segment = defaultSegmenter();
    expect(defaultSegmenter()).toBe(segment);
    const words = segment('自动生成侧边栏');
    expect(words.join('')).toBe('自动生成侧边栏');
    words.push('改动');
    expect(segment('自动生成侧边栏')).not.toContain('改动');
  });
});
