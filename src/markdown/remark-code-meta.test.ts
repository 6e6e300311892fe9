import { describe, expect, it } from 'vitest';
import { applyMagicComments } from './remark-code-meta';

describe('magic comments', () => {
  it('marks the lines the directives name and removes the comments, in every comment form', () => {
    const code = [
      '// highlight-next-line',
      'a();',
      '{/* highlight-start */}',
      '<A />',
      '<B />',
      '{/* highlight-end */}',
      '  /* This will error */',
      'c();',
      '<!-- highlight-next-line -->',
      '<p>d</p>',
    ].join('\n');
    expect(applyMagicComments(code, 'jsx')).toEqual({ code: 'a();\n<A />\n<B />\nc();\n<p>d</p>', mark: [1, 2, 3, 5], del: [4] });
    expect(applyMagicComments('# highlight-next-line\nls', 'bash')).toEqual({ code: 'ls', mark: [1], del: [] });
  });
  it('leaves the comments of a block without a language, a Mermaid diagram, or whose meta gives line ranges, as written', () => {
    const code = '// highlight-next-line\na();';
    expect(applyMagicComments(code, undefined).code).toBe(code);
    expect(applyMagicComments(code, 'mermaid').code).toBe(code);
    expect(applyMagicComments(code, 'js', 'title="a.js" {1}')).toEqual({ code, mark: [], del: [] });
  });
  it('reads a directive only alone in its comment', () => {
    const code = 'a(); // highlight-next-line\n// highlight-next-line please\nb();';
    expect(applyMagicComments(code, 'js')).toEqual({ code, mark: [], del: [] });
  });
});
