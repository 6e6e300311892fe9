import { describe, expect, it } from 'vitest';
import { fenceTracker } from './code-fences';

const inCode = (source: string) => {
  const code = fenceTracker();
  return source.split('\n').map((line) => code.step(line));
};

describe('fenceTracker', () => {
  it('marks fenced lines, markers included', () => {
    expect(inCode('文\n```js\na\n```\n文')).toEqual([false, true, true, true, false]);
  });
  it('closes only on the same character, at least as long, alone on its line', () => {
    expect(inCode('````md\n```js\n```\n````\n文')).toEqual([true, true, true, true, false]);
    expect(inCode('~~~\n```\n~~~ x\n~~~')).toEqual([true, true, true, true]);
    expect(inCode('    ```\n文')).toEqual([false, false]);
  });
});
