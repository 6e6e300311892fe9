import { describe, expect, it } from 'vitest';
import { isRedundantToken, pluginCompactTokens } from './ec-compact-tokens';

const defaults = ['#24292e', '#e1e4e8'] as const;

describe('isRedundantToken', () => {
  it('drops default-colour tokens whatever the case of the hex digits', () => {
    expect(isRedundantToken('--0:#24292E;--1:#E1E4E8', 'foo', defaults)).toBe(true);
    expect(isRedundantToken('--0:#24292e;--1:#e1e4e8', 'foo', defaults)).toBe(true);
  });
  it('drops whitespace-only tokens of any colour', () => {
    expect(isRedundantToken('--0:#032F62;--1:#9ECBFF', '   ', defaults)).toBe(true);
  });
  it('keeps coloured tokens and tokens with other styles', () => {
    expect(isRedundantToken('--0:#032F62;--1:#9ECBFF', 'x', defaults)).toBe(false);
    expect(isRedundantToken('--0:#24292E;--0fw:bold;--1:#E1E4E8;--1fw:bold', 'x', defaults)).toBe(false);
    expect(isRedundantToken('--0:#24292E;--0td:underline;--1:#E1E4E8;--1td:underline', ' ', defaults)).toBe(false);
  });
});

describe('pluginCompactTokens', () => {
  it('replaces redundant spans by their text and keeps the others', () => {
    const span = (style: string, value: string) => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value }] });
    const lineAst = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['code'] },
      children: [span('--0:#6F42C1;--1:#B392F0', 'npx'), span('--0:#24292E;--1:#E1E4E8', ' '), span('--0:#24292E;--1:#E1E4E8', 'a = 1')],
    };
    const hook = pluginCompactTokens(defaults).hooks!.postprocessRenderedLine!;
    void hook({ renderData: { lineAst } } as never);
    expect(lineAst.children).toEqual([span('--0:#6F42C1;--1:#B392F0', 'npx'), { type: 'text', value: ' ' }, { type: 'text', value: 'a = 1' }]);
  });
});
