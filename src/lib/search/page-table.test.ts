import { describe, expect, it, vi } from 'vitest';
import type { PageTable } from './engine';
import { createPageTables } from './page-table';

const TABLE: PageTable = { a: ['部署', 'docs', '', '/docs/deployment', '文档'] };

describe('page tables', () => {
  it('fetches a table once and has it at hand after it arrived', async () => {
    const fetchTable = vi.fn(async () => TABLE);
    const tables = createPageTables(fetchTable);
    expect(tables.now('/pagefind/t.json')).toBeUndefined();
    const [a, b] = await Promise.all([tables.load('/pagefind/t.json'), tables.load('/pagefind/t.json')]);
    expect(a).toBe(TABLE);
    expect(b).toBe(TABLE);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(tables.now('/pagefind/t.json')).toBe(TABLE);
  });

  it('tries a failed fetch again on the next call', async () => {
    const fetchTable = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(TABLE);
    const tables = createPageTables(fetchTable);
    await expect(tables.load('/t.json')).rejects.toThrow('offline');
    await expect(tables.load('/t.json')).resolves.toBe(TABLE);
  });

  it('has nothing at hand for a missing file', async () => {
    const tables = createPageTables(async () => undefined);
    await expect(tables.load('/t.json')).resolves.toBeUndefined();
    expect(tables.now('/t.json')).toBeUndefined();
  });
});
