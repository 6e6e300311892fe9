import { describe, expect, it } from 'vitest';
import { buildToc, type Heading, pageHeadings, type TocItem } from './toc';

// The heading outline of the TOC fixtures (content-tests/docs/toc/*.md).
const headings: Heading[] = [
  [2, 'a'],
  [3, 'a1'],
  [4, 'a11'],
  [5, 'a111'],
  [6, 'a1111'],
  [2, 'b'],
  [3, 'b1'],
  [4, 'b11'],
  [5, 'b111'],
  [3, 'b2'],
  [2, 'c'],
].map(([depth, slug]) => ({ depth: depth as number, slug: slug as string, text: `${slug} #` }));

const outline = (items: TocItem[]): string => items.map((i) => (i.children.length ? `${i.id}(${outline(i.children)})` : i.id)).join(' ');

describe('table of contents', () => {
  it.each([
    [2, 3, 'a(a1) b(b1 b2) c'],
    [2, 2, 'a b c'],
    [2, 4, 'a(a1(a11)) b(b1(b11) b2) c'],
    [2, 5, 'a(a1(a11(a111))) b(b1(b11(b111)) b2) c'],
    [3, 5, 'a1(a11(a111)) b1(b11(b111)) b2'],
    [3, 3, 'a1 b1 b2'],
    [4, 5, 'a11(a111) b11(b111)'],
    [5, 5, 'a111 b111'],
    [2, 6, 'a(a1(a11(a111(a1111)))) b(b1(b11(b111)) b2) c'],
  ])('levels %i–%i nest as %s', (min, max, expected) => {
    expect(outline(buildToc(headings, min, max))).toBe(expected);
  });

  it('defaults to levels 2–3', () => expect(outline(buildToc(headings))).toBe('a(a1) b(b1 b2) c'));

  it("leaves out the footnotes' hidden heading", () => {
    const withFootnotes = [...headings, { depth: 2, slug: 'user-content-923602-footnote-label', text: '脚注' }];
    expect(outline(buildToc(withFootnotes))).toBe('a(a1) b(b1 b2) c');
  });

  it('keeps the text as written (the view escapes it), a final "#" too', () => {
    const [item] = buildToc([{ depth: 2, slug: 'c', text: '<Tabs> & C#' }]);
    expect(item).toEqual({ id: 'c', text: '<Tabs> & C#', depth: 2, children: [] });
  });

  it("reads rehype-headings' list, or Astro's without the heading link's \"#\"", () => {
    const ours = [{ depth: 2, slug: 'c', text: 'C#' }];
    expect(pageHeadings({ headings: [], remarkPluginFrontmatter: { tocHeadings: ours } })).toBe(ours);
    expect(pageHeadings({ headings: [{ depth: 2, slug: 'a', text: '安装#' }] })).toEqual([{ depth: 2, slug: 'a', text: '安装' }]);
  });

  it('nests a deeper heading under the nearest shallower one even when levels are skipped', () => {
    expect(
      outline(
        buildToc(
          [
            { depth: 2, slug: 'a', text: 'a' },
            { depth: 4, slug: 'b', text: 'b' },
          ],
          2,
          4,
        ),
      ),
    ).toBe('a(b)');
  });

  it('refuses a minimum above the maximum', () => expect(() => buildToc(headings, 4, 3)).toThrow(/must not exceed/));
});
