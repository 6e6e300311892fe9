import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain';

describe('errorChain', () => {
  it('lists an error and its causes in order', () => {
    const root = new TypeError('根本原因');
    const error = new Error('外层错误', { cause: new Error('中间原因', { cause: root }) });
    expect(errorChain(error)).toEqual([
      { name: 'Error', message: '外层错误' },
      { name: 'Error', message: '中间原因' },
      { name: 'TypeError', message: '根本原因' },
    ]);
  });
  it('accepts non-Error values and causes', () => {
    expect(errorChain('出错了')).toEqual([{ name: 'Error', message: '出错了' }]);
    expect(errorChain(new Error('a', { cause: { code: 42 } }))[1]).toEqual({ name: 'Error', message: '{"code":42}' });
    expect(errorChain(null)).toEqual([]);
  });
  it('stops on cycles and at the limit', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(a).map((e) => e.message)).toEqual(['a', 'b']);
    let deep: Error = new Error('0');
    for (let i = 1; i < 20; i++) deep = new Error(String(i), { cause: deep });
    expect(errorChain(deep, 5)).toHaveLength(5);
  });
});
