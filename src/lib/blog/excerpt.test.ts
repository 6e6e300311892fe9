import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUNCATE_MARKER, hasTruncateMarker, isTruncateMarker, splitExcerpt } from './excerpt';

describe('excerpt', () => {
  it('finds the Markdown and MDX markers, not those in code', () => {
    expect(hasTruncateMarker('第一段。\n\n<!-- truncate -->\n\n正文')).toBe(true);
    expect(hasTruncateMarker('第一段。\n\n{/* truncate */}\n')).toBe(true);
    expect(hasTruncateMarker('```md\n<!-- truncate -->\n```\n')).toBe(false);
    expect(hasTruncateMarker('没有标记')).toBe(false);
  });
  it("finds a blog's own truncateMarker, and tells a node that is the whole marker", () => {
    const more = /<!--\s*more\s*-->/g;
    expect(hasTruncateMarker('一\n\n<!-- more -->\n', more)).toBe(true);
    expect(hasTruncateMarker('一\n\n<!-- more -->\n', more)).toBe(true); // the g flag keeps no state
    expect(hasTruncateMarker('一\n\n<!-- truncate -->\n', more)).toBe(false);
    expect(isTruncateMarker('<!-- truncate -->')).toBe(true);
    expect(isTruncateMarker('{/* truncate */}')).toBe(true);
    expect(isTruncateMarker('{/* more */}', more)).toBe(true);
    expect(isTruncateMarker('<!-- truncate --> 之后', DEFAULT_TRUNCATE_MARKER)).toBe(false);
  });
  it('cuts the rendered HTML at the marker', () => {
    expect(splitExcerpt('<p>一</p>\n<!-- truncate -->\n<p>二</p>')).toEqual({ excerpt: '<p>一</p>\n', found: true });
    expect(splitExcerpt('<p>全文</p>')).toEqual({ excerpt: '<p>全文</p>', found: false });
    // MDX output: the marker element of remark-truncate-marker.
    expect(splitExcerpt('<p>一</p><div data-dz-truncate hidden></div><p>二</p>')).toEqual({ excerpt: '<p>一</p>', found: true });
  });
});

describe('excerpt cut inside an element', () => {
  it('closes what the cut left open, in order, and nothing else', () => {
    expect(splitExcerpt('<p>正文<!--truncate-->之后</p>').excerpt).toBe('<p>正文</p>');
    expect(splitExcerpt('<ul><li><p>一<br><img src="x"><svg><path d="M0"/></svg><!-- truncate -->二</p></li></ul>').excerpt).toBe(
      '<ul><li><p>一<br><img src="x"><svg><path d="M0"/></svg></p></li></ul>',
    );
  });
});

describe('excerpt footnotes', () => {
  it('drops footnote references whose notes are cut off', async () => {
    const { splitExcerpt } = await import('./excerpt');
    const html =
      '<p>正文<sup><a href="#user-content-abc-fn-1" id="user-content-abc-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>。</p><!-- truncate --><p>更多</p>';
    expect(splitExcerpt(html).excerpt).toBe('<p>正文。</p>');
  });
});
