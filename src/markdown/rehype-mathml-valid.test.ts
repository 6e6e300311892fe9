import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import rehypeKatex from 'rehype-katex';
import { describe, expect, it } from 'vitest';
import rehypeMathmlValid from './rehype-mathml-valid';

describe('rehypeMathmlValid', () => {
  it('drops the width KaTeX puts on the MathML cells of a tagged equation, and nothing else', () => {
    const tree = fromHtml('<div class="math math-display">a = b \\tag{1}</div>', { fragment: true }) as Root;
    (rehypeKatex({ output: 'htmlAndMathml' }) as unknown as (tree: Root) => void)(tree);
    expect(toHtml(tree)).toMatch(/<mtd width="50%">/);
    rehypeMathmlValid()(tree);
    const html = toHtml(tree);
    expect(html).not.toMatch(/<mtd [^>]*width=/);
    expect(html).toContain('<mtd>');
    expect(html).toContain('class="katex-html"');
  });
});
