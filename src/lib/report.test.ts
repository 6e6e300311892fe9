import { describe, expect, it, vi } from 'vitest';
import { report } from './report';

describe('report levels', () => {
  it('throws, warns, logs or stays silent as the level says', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => report('throw', 'x.md: tags: bad; allowed: a, b', 'kept')).toThrow('x.md: tags: bad; allowed: a, b');
    report('warn', 'x.md: tags: bad; allowed: a, b', 'kept as written');
    report('log', 'y.md: problem', 'kept');
    report('ignore', 'z.md: problem', 'kept');
    expect(warn.mock.calls).toEqual([['[WARN] [dz:content] x.md: tags: bad; kept as written']]);
    expect(info.mock.calls).toEqual([['[dz:content] y.md: problem; kept']]);
    warn.mockRestore();
    info.mockRestore();
  });
});
