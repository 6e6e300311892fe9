import { describe, expect, it } from 'vitest';
import { absolutizeHtml, atom, cdata, cleanFeedHtml, escapeXml, jsonFeed, newestForFeed, rss, type Feed } from './feeds';
import { feedProblems, xmlProblems } from './feed-rules';

const feed: Feed = {
  title: 'Docusaurus 博客',
  description: '发布 & 动态',
  link: 'https://docusaurus.io/blog',
  feedBase: 'https://docusaurus.io/blog',
  language: 'zh-CN',
  copyright: 'Copyright © Meta',
  generator: 'test',
  author: { name: 'Docusaurus 中文文档', url: 'https://docusaurus.io' },
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
    // A changelog entry: no author of its own (it inherits the feed's), control characters in the text.
    {
      url: 'https://docusaurus.io/changelog/3.3.1',
      title: '3.3.1',
      date: new Date('2024-05-03T00:00:00Z'),
      description: '补丁\u0001版本',
      html: '<p>修复 &amp; 改进\u0008</p>',
      authors: [],
      tags: [],
    },
  ],
};

const wellFormed = (xml: string) => xmlProblems(xml).length === 0;

describe('feed limit', () => {
  it('keeps the newest posts, or every post with false or null, as Docusaurus', () => {
    expect(newestForFeed([1, 2, 3], 2)).toEqual([1, 2]);
    expect(newestForFeed([1, 2, 3], false)).toEqual([1, 2, 3]);
    expect(newestForFeed([1, 2, 3], null)).toEqual([1, 2, 3]);
  });
});

describe('feeds', () => {
  it('escapes XML and splits CDATA terminators', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
  it('makes root-relative URLs absolute and cleans the HTML', () => {
    expect(absolutizeHtml('<a href="/docs">x</a><img src="/img/a.png" srcset="/a.png 1x, /b.png 2x"><a href="//cdn">y</a>', 'https://docusaurus.io/')).toBe(
      '<a href="https://docusaurus.io/docs">x</a><img src="https://docusaurus.io/img/a.png" srcset="https://docusaurus.io/a.png 1x, https://docusaurus.io/b.png 2x"><a href="//cdn">y</a>',
    );
    expect(cleanFeedHtml('<p onclick="x()">a</p><script>b</script><button>复制</button><!-- truncate --><div data-dz-truncate hidden></div>')).toBe('<p>a</p>');
    expect(
      cleanFeedHtml(
        '<h2 id="x">标题<a href="#x" class="dz-hash-link" aria-label="x">#</a></h2><link rel="stylesheet" href="/ec.css"><pre><span style="--0:#fff;--1:#000">npm</span></pre><div class="copy"><div aria-live="polite"></div></div>',
      ),
    ).toBe('<h2 id="x">标题</h2><pre><span>npm</span></pre>');
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
    // RFC 4287 §4.1.1: the feed has an author, so the entry without one is valid.
    expect(xml).toMatch(
      /<subtitle>[^<]*<\/subtitle>\n {2}<author>\n {4}<name>Docusaurus 中文文档<\/name>\n {4}<uri>https:\/\/docusaurus.io<\/uri>\n {2}<\/author>/,
    );
  });
  it.each(['rss', 'atom', 'json'] as const)('writes a %s feed that maintained parsers read and that follows its standard', (format) => {
    const text = format === 'rss' ? rss(feed) : format === 'atom' ? atom(feed) : jsonFeed(feed);
    expect(feedProblems(format, text)).toEqual([]);
  });
  it('finds what breaks a feed: no author anywhere, bad characters, bad dates, unbalanced tags', () => {
    const noAuthor = atom({ ...feed, items: [feed.items[1]!] }).replace(/\n {2}<author>[\s\S]*?<\/author>/, '');
    expect(feedProblems('atom', noAuthor)).toEqual([
      'Atom feed: no <author> on the feed and some entries have none (RFC 4287 §4.1.1)',
      'Atom entry 1 (3.3.1): no <author> and the feed has none (RFC 4287 §4.1.2)',
    ]);
    expect(feedProblems('rss', rss(feed).replace('补丁版本', '补丁\u0001版本'))).toContainEqual(
      expect.stringMatching(/^XML: forbidden character U\+0001 at offset \d+$/),
    );
    expect(feedProblems('rss', rss(feed).replace('<pubDate>Mon, 04 Nov 2024 00:00:00 GMT', '<pubDate>2024-11-04'))).toContain(
      'RSS item 1 (Docusaurus 3.6 <发布>): <pubDate> is not an RFC 822 date (2024-11-04)',
    );
    expect(xmlProblems('<?xml version="1.0" encoding="utf-8"?><a><b></a>')).toContain('XML: </a> closes an element it did not open');
    expect(feedProblems('json', jsonFeed(feed).replace('"id": "https://docusaurus.io/changelog/3.3.1",', ''))).toContain(
      'JSON Feed item 2 (3.3.1): id must be a non-empty string',
    );
  });
  it('writes JSON Feed 1.1', () => {
    const doc = JSON.parse(jsonFeed(feed));
    expect(doc.version).toBe('https://jsonfeed.org/version/1.1');
    expect(doc.feed_url).toBe('https://docusaurus.io/blog/feed.json');
    expect(doc.items[0]).toMatchObject({ id: feed.items[0]!.url, title: feed.items[0]!.title, date_published: '2024-11-04T00:00:00.000Z', tags: ['发布'] });
    expect(doc.authors).toEqual([{ name: 'Docusaurus 中文文档', url: 'https://docusaurus.io' }]);
  });
});
