import { describe, expect, it, vi } from 'vitest';
import { createPagefindLoader, type LoaderIo } from './pagefind-loader';
import type { PagefindApi } from './pagefind';

/** A fake bundle: each instance remembers the options it was created with. */
function fakeIo(fail = 0) {
  const created: { excerptLength: number; baseUrl: string }[] = [];
  let failures = fail;
  const io: LoaderIo = {
    importModule: vi.fn(async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        createInstance: (options: { baseUrl: string; excerptLength: number; noWorker: boolean }) => {
          created.push(options);
          return { search: async () => null, init: async () => {}, options } as PagefindApi & { options: typeof options };
        },
      };
    }),
    fetchTitles: vi.fn(async () => ({ p1: ['标题', '文档'] as never })),
  };
  return { io, created };
}

const lengthOf = (api: PagefindApi) => (api as unknown as { options: { excerptLength: number } }).options.excerptLength;

describe('loadPagefind', () => {
  it('gives each excerpt length its own instance, whichever caller comes first', async () => {
    const { io, created } = fakeIo();
    const load = createPagefindLoader(io);
    // The modal (36 words) opens before the search page (60 words) asks.
    const modal = await load('/', { excerptLength: 36 });
    const page = await load('/', { excerptLength: 60 });
    expect(lengthOf(modal.pagefind)).toBe(36);
    expect(lengthOf(page.pagefind)).toBe(60);
    expect(created).toEqual([
      { baseUrl: '/', excerptLength: 36, noWorker: true },
      { baseUrl: '/', excerptLength: 60, noWorker: true },
    ]);
    expect(io.importModule).toHaveBeenCalledWith('/pagefind/pagefind.js');
    expect(io.fetchTitles).toHaveBeenCalledWith('/pagefind/dz-titles.json');
    expect(page.titles).toEqual({ p1: ['标题', '文档'] });
  });

  it('loads once per excerpt length', async () => {
    const { io, created } = fakeIo();
    const load = createPagefindLoader(io);
    const [a, b] = await Promise.all([load('/base/', { excerptLength: 36 }), load('/base/', { excerptLength: 36 })]);
    expect(a).toBe(b);
    expect(created).toHaveLength(1);
    expect(io.importModule).toHaveBeenCalledWith('/base/pagefind/pagefind.js');
  });

  it('tries again after a failed load', async () => {
    const { io, created } = fakeIo(1);
    const load = createPagefindLoader(io);
    await expect(load('/', { excerptLength: 60 })).rejects.toThrow('Failed to fetch');
    await expect(load('/', { excerptLength: 60 })).resolves.toHaveProperty('pagefind');
    expect(created).toHaveLength(1);
  });

  it('works without the titles file (ranking then ignores titles)', async () => {
    const { io } = fakeIo();
    io.fetchTitles = async () => {
      throw new Error('404');
    };
    const loaded = await createPagefindLoader(io)('/', { excerptLength: 60 });
    expect(loaded).not.toHaveProperty('titles');
  });
});
