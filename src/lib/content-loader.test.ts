import { afterEach, describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError } from '../config/errors';
import { checkedLoader, type LoaderContextLike, type ParseDataProps } from './content-loader';
import { postFrontMatter, authorSchema } from './blog/schema';
import { docFrontMatter } from './content-schemas';
import { hasCategoryFiles } from './docs/category-files';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'dz-loader-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/**
 * Runs a checked loader over files the way Astro's glob and file loaders do: YAML parsed by
 * js-yaml (dates become Date objects), each entry handed to parseData. Returns what Astro
 * would have received, or throws the loader's error.
 */
async function load(schema: Parameters<typeof checkedLoader>[1], entries: { path: string; id: string; data?: (text: string) => Record<string, unknown> }[]) {
  const received: ParseDataProps[] = [];
  const inner = {
    name: 'fake-loader',
    load: async (ctx: LoaderContextLike) => {
      for (const e of entries) {
        const filePath = join(root, e.path);
        const text = (await import('node:fs')).readFileSync(filePath, 'utf8');
        const data = e.data ? e.data(text) : (matter(text).data as Record<string, unknown>);
        await ctx.parseData({ id: e.id, data, filePath });
      }
    },
  };
  const context: LoaderContextLike = { config: { root: pathToFileURL(`${root}/`) }, parseData: async (props) => (received.push(props), props.data) };
  await checkedLoader(inner, schema).load(context);
  return received;
}

async function failure(promise: Promise<unknown>): Promise<ContentError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected the entry to be rejected');
}

describe('checkedLoader', () => {
  it('hands valid dates to Astro as the written text (the schema turns them into UTC dates)', async () => {
    project({ 'content-blog/a.md': '---\ntitle: 甲\ndate: 2024-11-04 10:30:00\n---\n' });
    const [entry] = await load(postFrontMatter, [{ path: 'content-blog/a.md', id: 'a' }]);
    expect(entry!.data.date).toBe('2024-11-04 10:30:00');
    expect(postFrontMatter.parse(entry!.data).date?.toISOString()).toBe('2024-11-04T10:30:00.000Z');
  });

  it('names the entry key of a data file', async () => {
    project({ 'content-blog/authors.yml': 'slorber:\n  name: Sébastien\n  image_url: https://github.com/slorber.png\n' });
    // js-yaml, as Astro's file loader uses (gray-matter parses with it too).
    const fromYaml = (text: string) => (matter(`---\n${text}---\n`).data as Record<string, Record<string, unknown>>).slorber!;
    const error = await failure(load(authorSchema, [{ path: 'content-blog/authors.yml', id: 'slorber', data: fromYaml }]));
    expect(error.message).toMatch(/^content-blog\/authors\.yml: slorber\.image_url: got "[^"]*"; allowed: a local image path/);
  });

  it('reports every problem of an entry, one line each, without a stack', async () => {
    project({ 'content-docs/x.md': '---\ntitle: true\nsidebar_position: first\ncolour: red\n---\n' });
    const error = await failure(load(docFrontMatter, [{ path: 'content-docs/x.md', id: 'x' }]));
    expect(error.message.split('\n')).toEqual([
      'content-docs/x.md: title: got true; allowed: a string',
      'content-docs/x.md: sidebar_position: got "first"; allowed: a number',
      expect.stringMatching(/^content-docs\/x\.md: \(root\): unknown key "colour"; allowed: title, description, .*sidebar_position/),
    ]);
    expect(error.stack).toBe('');
  });
});

describe('checkedLoader and numbers in text fields', () => {
  it('passes unquoted numbers of a doc on as written; the schema reads them as text, as Docusaurus does', async () => {
    project({ 'content-docs/v.md': '---\ntitle: 3.6\nsidebar_label: 2024\nslug: 36\ntags: [2024]\nkeywords: [2024, 1.5]\n---\n' });
    const [entry] = await load(docFrontMatter, [{ path: 'content-docs/v.md', id: 'v' }]);
    expect(entry!.data).toMatchObject({ title: 3.6, sidebar_label: 2024 });
    expect(docFrontMatter.parse(entry!.data)).toMatchObject({ title: '3.6', sidebar_label: '2024', slug: '36', tags: ['2024'], keywords: ['2024', '1.5'] });
  });
});

describe('checkedLoader and render errors', () => {
  it("fails the load on an entry Astro's glob loader could not render, and passes other errors on", async () => {
    root = mkdtempSync(join(tmpdir(), 'dz-loader-'));
    const logged: string[] = [];
    const inner = {
      name: 'fake-glob',
      load: async (ctx: LoaderContextLike) => {
        ctx.logger!.error('something else');
        ctx.logger!.error('Error rendering docs/a.md: content-docs/a.md: a npm2yarn code block becomes tabs, which need MDX; rename the file to .mdx');
      },
    };
    const context: LoaderContextLike = {
      config: { root: pathToFileURL(`${root}/`) },
      parseData: async (props) => props.data,
      logger: { error: (m: string) => logged.push(m) },
    };
    const error = await failure(checkedLoader(inner, docFrontMatter).load(context));
    expect(error.message).toBe('content-docs/a.md: a npm2yarn code block becomes tabs, which need MDX; rename the file to .mdx');
    expect(logged).toEqual(['something else']);
  });
});

describe('hasCategoryFiles', () => {
  it('finds _category_ files at any depth, and none in a flat folder', () => {
    project({ 'docs/a/_category_.json': '{}', 'docs/a/b.md': '', 'flat/x.md': '' });
    expect(hasCategoryFiles(join(root, 'docs'))).toBe(true);
    expect(hasCategoryFiles(join(root, 'flat'))).toBe(false);
    expect(hasCategoryFiles(join(root, 'missing'))).toBe(false);
  });
});
