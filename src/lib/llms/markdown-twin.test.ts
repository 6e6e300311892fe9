import { describe, expect, it } from 'vitest';
import { bodyToMarkdown, escapeHeading, resolveUrl, TwinError, twinDocument, type TwinContext } from './markdown-twin';

const ctx = (over: Partial<TwinContext> = {}): TwinContext => ({ file: 'content-docs/guide/page.mdx', format: 'mdx', permalink: '/docs/guide/page', ...over });
const md = (source: string, over: Partial<TwinContext> = {}) => bodyToMarkdown(source, ctx(over)).markdown;

describe('admonitions', () => {
  it('become blockquotes led by their Chinese label', () => {
    expect(md(':::tip\n建议使用 LTS 版本。\n:::')).toBe('> **提示**\n>\n> 建议使用 LTS 版本。\n');
  });
  it('keep a custom title after the label, and nest', () => {
    const out = md('::::warning[外层 `标题`]\n:::info\n里面\n:::\n::::');
    expect(out).toBe('> **注意：外层 `标题`**\n>\n> > **信息**\n> >\n> > 里面\n');
  });
  it('turn unknown directives back into text', () => {
    expect(md('时间是 10:30 左右')).toBe('时间是 10:30 左右\n');
  });
});

describe('tabs', () => {
  const tabs =
    '## 安装\n\n<Tabs groupId="pm">\n<TabItem value="npm" label="npm" default>\n\n```bash\nnpm i\n```\n\n</TabItem>\n<TabItem value="yarn">\n\nYarn 的写法\n\n</TabItem>\n</Tabs>\n\n后文';
  it('become a heading per tab, below the TOC levels', () => {
    expect(md(tabs)).toBe('## 安装\n\n#### npm\n\n```bash\nnpm i\n```\n\n#### yarn\n\nYarn 的写法\n\n后文\n');
  });
  it('go one level below a deeper section, and below a deeper TOC', () => {
    expect(md(tabs.replace('## 安装', '#### 安装'))).toContain('##### npm');
    expect(md(tabs, { tocMax: 4 })).toContain('##### npm');
  });
  it('take labels from the values prop over the items', () => {
    const out = md('<Tabs values={[{label: "JavaScript", value: "js"}]}>\n<TabItem value="js" label="JS">a</TabItem>\n</Tabs>');
    expect(out).toBe('#### JavaScript\n\na\n');
  });
});

describe('code blocks', () => {
  it('keep language and title, drop display options and magic comments', () => {
    const out = md('```js title="docusaurus.config.js" showLineNumbers\nexport default {\n  // highlight-next-line\n  title: "a",\n};\n```');
    expect(out).toBe('```js title="docusaurus.config.js"\nexport default {\n  title: "a",\n};\n```\n');
    // With line ranges in the meta, the page keeps the comments, and so does its twin.
    expect(md('```js {1}\n// highlight-next-line\na();\n```')).toBe('```js\n// highlight-next-line\na();\n```\n');
  });
  it('keep mermaid and maths as they are', () => {
    expect(md('```mermaid\ngraph TD;\n```')).toBe('```mermaid\ngraph TD;\n```\n');
    expect(md('$$\nE = mc^2\n$$')).toBe('$$\nE = mc^2\n$$\n');
  });
});

describe('MDX', () => {
  it('drops imports, exports and comments, evaluates expressions with the file’s exports', () => {
    const out = md("import Tabs from '@theme/Tabs';\nexport const v = '3.6.1';\n\n{/* 注释 */}\n\n版本 {v}，{new Date(2024, 10, 8).getFullYear()} 年。");
    expect(out).toBe('版本 3.6.1，2024 年。\n');
  });
  it('fails on an expression it cannot write, naming the file and line', () => {
    expect(() => md('\n值是 {props.x}')).toThrow(TwinError);
    expect(() => md('\n值是 {props.x}')).toThrow(/content-docs\/guide\/page\.mdx:2: the expression \{props\.x\}/);
  });
  it('renders HTML-like elements as their Markdown meaning', () => {
    expect(md('按 <kbd>Ctrl</kbd> + <b>C</b>，<span style={{color: "red"}}>红色</span>。')).toBe('按 `Ctrl` + **C**，红色。\n');
    expect(md('<details>\n  <summary>为什么？</summary>\n\n  因为。\n</details>')).toBe('**为什么？**\n\n因为。\n');
    expect(md('<Link to="./other">别处</Link>')).toBe('[别处](/docs/guide/other)\n');
  });
  it('renders images with their alt text', () => {
    const resolveImage = (src: string) => (src === './a.png' ? '/_astro/a.123.png' : undefined);
    expect(md('import photo from \'./a.png\';\n\n<IdealImage img={photo} alt="一张图" />', { resolveImage })).toBe('![一张图](/_astro/a.123.png)\n');
    expect(md('![示意图](./a.png)', { resolveImage })).toBe('![示意图](/_astro/a.123.png)\n');
    expect(md('<img src="/img/logo.svg" alt="标志" />')).toBe('![标志](/img/logo.svg)\n');
  });
  it('renders <DocCardList /> as a list of links', () => {
    const categoryItems = [
      { label: '安装', href: '/docs/installation', description: '如何安装' },
      { label: '配置', href: '/docs/configuration' },
    ];
    expect(md('<DocCardList />', { categoryItems })).toBe('- [安装](/docs/installation): 如何安装\n- [配置](/docs/configuration)\n');
  });
  it('renders <TOCInline /> as nested links to the page’s headings', () => {
    const out = md('<TOCInline />\n\n## 一\n\n### `甲` 乙\n\n#### 深\n\n## 一');
    expect(out.split('\n## ')[0]).toBe('- [一](/docs/guide/page#一)\n  - [`甲` 乙](/docs/guide/page#甲-乙)\n- [一](/docs/guide/page#一-1)\n');
  });

  it('keeps what a toc={toc.filter(…)} keeps, and every heading when the expression is out of its reach', () => {
    const filtered = md('<TOCInline toc={toc.filter((item) => item.level === 2)} />\n\n## 一\n\n### 乙\n\n## 二');
    expect(filtered.split('\n## ')[0]).toBe('- [一](/docs/guide/page#一)\n- [二](/docs/guide/page#二)\n');
    const imported = md('<TOCInline toc={partToc} />\n\n## 一\n\n### 乙');
    expect(imported.split('\n## ')[0]).toBe('- [一](/docs/guide/page#一)\n  - [乙](/docs/guide/page#乙)\n');
  });
});

describe('plain Markdown (.md)', () => {
  it('turns raw HTML into Markdown and keeps braces as text', () => {
    const out = md('<img src="/img/a.svg" alt="图 &amp; 文" width="64" />\n\n按 <kbd>Esc</kbd> 关闭，{不是表达式}。\n\n<!-- 注释 -->', {
      format: 'md',
      file: 'a.md',
    });
    expect(out).toBe('![图 & 文](/img/a.svg)\n\n按 Esc 关闭，{不是表达式}。\n');
  });
});

describe('links', () => {
  const resolveFileLink = (url: string) => (url.startsWith('../installation.mdx') ? `/docs/installation${url.slice('../installation.mdx'.length)}` : undefined);
  it('become absolute site paths', () => {
    const out = md('[安装](../installation.mdx#要求)、[本页](#选项)、[旁边](./sibling)、[上级](../)、[外部](https://example.com)、[根](/blog)', {
      resolveFileLink,
    });
    expect(out).toBe(
      '[安装](/docs/installation#要求)、[本页](/docs/guide/page#选项)、[旁边](/docs/guide/sibling)、[上级](/docs/)、[外部](https://example.com)、[根](/blog)\n',
    );
  });
  it('resolve reference definitions too', () => {
    expect(md('见[文档][d]。\n\n[d]: ./other.md', { resolveFileLink: () => '/docs/other' })).toBe('见[文档][d]。\n\n[d]: /docs/other\n');
  });
  it('resolve unknown .md links against the page', () => {
    expect(resolveUrl('./missing.md', { ctx: ctx() })).toBe('/docs/guide/missing.md');
  });
});

describe('twin document', () => {
  it('has front matter, the title as # and the body', () => {
    expect(twinDocument({ title: '安装: 入门', description: '说明' }, '正文\n')).toBe(
      '---\ntitle: "安装: 入门"\ndescription: 说明\n---\n\n# 安装: 入门\n\n正文\n',
    );
  });
  it('escapes Markdown in the title heading', () => {
    expect(escapeHeading('<Tabs> 与 #1')).toBe('\\<Tabs\\> 与 \\#1');
  });
  it('leaves no HTML or JSX in a busy MDX page', () => {
    const source = [
      "import X from './x';",
      '',
      '<div className="a">',
      '',
      '## 标题',
      '',
      '<p>段落 <em>强调</em></p>',
      '',
      '</div>',
      '',
      '<Highlight color="#fff">高亮</Highlight>',
      '',
      '<BrowserOnly>{() => <p>客户端</p>}</BrowserOnly>',
    ].join('\n');
    expect(() => md(source)).toThrow(/BrowserOnly|expression/);
    expect(md(source.split('\n').slice(0, -2).join('\n'))).toBe('## 标题\n\n段落 _强调_\n\n高亮\n');
  });
});

describe('explicit heading ids', () => {
  it('read {#id} in .md and .mdx: the text loses it, the heading keeps the id', () => {
    for (const format of ['md', 'mdx'] as const) {
      const { markdown, headings } = bodyToMarkdown('## 安装 {#install}\n\n正文\n', ctx({ format }));
      expect(markdown).toBe('## 安装\n\n正文\n');
      expect(headings.map((h) => [h.text, h.slug])).toEqual([['安装', 'install']]);
    }
  });
});
