import { describe, expect, it } from 'vitest';
import { absolutizeHtml, atom, cdata, cleanFeedHtml, escapeXml, jsonFeed, rss, type Feed } from './feeds';

const feed: Feed = {
  title: 'Docusaurus 博客',
  description: '发布 & 动态',
  link: 'https://docusaurus.io/blog',
  feedBase: 'https://docusaurus.io/blog',
  language: 'zh-CN',
  copyright: 'Copyright © Meta',
  generator: 'test',
  items: [
    {
      url: 'https://docusaurus.io/blog/releases/3.6',
      title: 'Docusaurus 3.6 <发布>',
      date: new Date('2024-11-04T00:00:00Z'),
      description: '更快的构建',
      html: '<p>见 <a href="/docs">文档</a>]]></p>',
      authors: [{ name: 'Sébastien Lorber', url: 'https://github.com/slorber' }],
      tags: ['发布'],
    },
  ],
};

// Minimal well-formedness check: every tag closes in order (no DOM parser in Node).
function wellFormed(xml: string): boolean {
  const body = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else stack.push(m[2]!);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(body.replace(/<[^>]*>/g, (t) => t.replace(/&(amp|lt|gt|quot|apos);/g, '')));
}

describe('feeds', () => {
  it('escapes XML and splits CDATA terminators', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
  it('makes root-relative URLs absolute and cleans the HTML', () => {
    expect(absolutizeHtml('<a href="/docs">x</a><img src="/img/a.png" srcset="/a.png 1x, /b.png 2x"><a href="//cdn">y</a>', 'https://docusaurus.io/')).toBe(
      '<a href="https://docusaurus.io/docs">x</a><img src="https://docusaurus.io/img/a.png" srcset="https://docusaurus.io/a.png 1x, https://docusaurus.io/b.png 2x"><a href="//cdn">y</a>',
    );
    expect(cleanFeedHtml('<p onclick="x()">a</p><script>b</script><button>复制</button><!-- truncate -->')).toBe('<p>a</p>');
    expect(cleanFeedHtml('<h2 id="x">标题<a href="#x" class="dz-hash-link" aria-label="x">#</a></h2><link rel="stylesheet" href="/ec.css"><pre><span style="--0:#fff;--1:#000">npm</span></pre><div class="copy"><div aria-live="polite"></div></div>')).toBe(
      '<h2 id="x">标题</h2><pre><span>npm</span></pre>',
    );
  });
  it('writes well-formed RSS 2.0', () => {
    const xml = rss(feed);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<title>Docusaurus 3.6 &lt;发布&gt;</title>');
    expect(xml).toContain('<pubDate>Mon, 04 Nov 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://docusaurus.io/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<dc:creator>Sébastien Lorber</dc:creator>');
  });
  it('writes well-formed Atom', () => {
    const xml = atom(feed);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<updated>2024-11-04T00:00:00.000Z</updated>');
    expect(xml).toContain('<uri>https://github.com/slorber</uri>');
  });
  it('writes JSON Feed 1.1', () => {
    const doc = JSON.parse(jsonFeed(feed));
    expect(doc.version).toBe('https://jsonfeed.org/version/1.1');
    expect(doc.feed_url).toBe('https://docusaurus.io/blog/feed.json');
    expect(doc.items[0]).toMatchObject({ id: feed.items[0]!.url, title: feed.items[0]!.title, date_published: '2024-11-04T00:00:00.000Z', tags: ['发布'] });
  });
});
