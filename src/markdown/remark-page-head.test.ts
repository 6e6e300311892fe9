import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkPageHead from './remark-page-head';

/** The page head the plugin records, and what remains of the body. */
function run(source: string, mdx = true) {
  const processor = unified().use(remarkParse);
  if (mdx) processor.use(remarkMdx);
  processor.use(remarkPageHead);
  const file = { path: 'content-docs/x.mdx', value: source, data: {} as { astro?: { frontmatter?: Record<string, unknown> } } };
  const tree = processor.runSync(processor.parse(source), file as never) as unknown as { children: { type: string }[] };
  return { head: file.data.astro?.frontmatter?.pageHead, body: tree.children.map((c) => c.type) };
}

describe('remark-page-head', () => {
  it('takes a JSX <head> out of the body: title, meta, link, and html/body classes, attributes as HTML names', () => {
    const { head, body } = run(
      '# 标题\n\n<head>\n  <html className="extra-html" />\n  <body className="extra-body" />\n  <title>自定义标题</title>\n  <meta name="twitter:card" content="summary" />\n  <meta charSet="utf-8" />\n  <link rel="canonical" href="https://example.com/x" />\n</head>\n\n正文。',
    );
    expect(head).toEqual({
      htmlClass: 'extra-html',
      bodyClass: 'extra-body',
      tags: [
        { tag: 'title', attrs: {}, text: '自定义标题' },
        { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
        { tag: 'meta', attrs: { charset: 'utf-8' } },
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/x' } },
      ],
    });
    expect(body).toEqual(['heading', 'paragraph']);
  });
  it('reads a raw-HTML <head> in a .md file', () => {
    const { head, body } = run('<head>\n<meta name="robots" content="noindex" />\n<title>MD 标题</title>\n</head>\n\n正文。', false);
    expect(head).toEqual({
      tags: [
        { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
        { tag: 'title', attrs: {}, text: 'MD 标题' },
      ],
    });
    expect(body).toEqual(['paragraph']);
  });
  it('reads JSON-LD written as JSON.stringify of literals (.mdx) or as JSON text (.md)', () => {
    const ld = (text: string) => ({ tags: [{ tag: 'script', attrs: { type: 'application/ld+json' }, text }] });
    const mdx = run(
      "<head>\n  <script type=\"application/ld+json\">\n    {JSON.stringify({'@type': 'TechArticle', headline: `部署 </script>`, n: -1, a: [true, null]})}\n  </script>\n</head>",
    );
    expect(mdx.head).toEqual(ld('{"@type":"TechArticle","headline":"部署 \\u003c/script>","n":-1,"a":[true,null]}'));
    expect(run('<head>\n<script type="application/ld+json">{"@type": "WebPage"}</script>\n</head>', false).head).toEqual(ld('{"@type":"WebPage"}'));
  });
  it('fails on JSON-LD that is not data', () => {
    expect(() => run('<head>\n  <script type="application/ld+json">{JSON.stringify({a: window.x})}</script>\n</head>')).toThrow(
      'content-docs/x.mdx: <head>: JSON-LD must be written out as literals (objects, arrays, strings, numbers, true, false, null); found MemberExpression',
    );
    expect(() => run('<head>\n  <script type="application/ld+json">{makeData()}</script>\n</head>')).toThrow(
      'must hold {JSON.stringify({…})} or a JSON string',
    );
    expect(() => run('<head>\n<script type="application/ld+json">{a: 1}</script>\n</head>', false)).toThrow(
      'content-docs/x.mdx: <head>: <script type="application/ld+json"> does not hold valid JSON',
    );
  });
  it("reads <Head> from '@docusaurus/Head' under the page's own name", () => {
    const { head, body } = run("import Kopf from '@docusaurus/Head';\n\n<Kopf>\n  <title>自定义</title>\n</Kopf>\n\n正文。");
    expect(head).toEqual({ tags: [{ tag: 'title', attrs: {}, text: '自定义' }] });
    expect(body).toEqual(['mdxjsEsm', 'paragraph']);
  });
  it('records nothing for a page without <head>', () => {
    expect(run('正文。').head).toBeUndefined();
  });
  it('fails on what a head cannot hold, naming the file and the allowed elements', () => {
    expect(() => run('<head>\n  <script src="/x.js" />\n</head>')).toThrow(
      'content-docs/x.mdx: <head> cannot hold <script type="">; allowed: <title>, <meta>, <link>, <script type="application/ld+json">, <html>, <body>',
    );
    expect(() => run('<head>\n  <meta name="a" content={1 + 1} />\n</head>')).toThrow('content-docs/x.mdx: <head> <meta>: attributes must be plain text');
    expect(() => run('<head>\n<title>a</title>\n\n</head>', false)).toThrow(
      'content-docs/x.mdx: <head> in a .md file must end with </head> before any blank line',
    );
  });
});
