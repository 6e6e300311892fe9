import { describe, expect, it } from 'vitest';
import { liteClient } from 'algoliasearch/lite';
import { buildSearchParameters, isHosted, searchPageUrl, siteUrlForHit, withResultCounts } from './hosted';
import { ResultCounts } from './local-client';
import { groupAlgoliaHits } from './algolia-page';

const context = { language: 'zh-CN', tags: ['default', 'docs-default-current', 'docs-community-current'] };

describe('hosted mode configuration', () => {
  it('is hosted only with appId, apiKey and indexName', () => {
    expect(isHosted({ appId: 'A', apiKey: 'k', indexName: 'i' })).toBe(true);
    expect(isHosted({ appId: 'A', apiKey: 'k' })).toBe(false);
    expect(isHosted({})).toBe(false);
  });

  it('merges contextual facet filters before the configured search parameters', () => {
    expect(buildSearchParameters({ contextualSearch: true, searchParameters: { hitsPerPage: 10, facetFilters: ['type:content'] } }, context)).toEqual({
      hitsPerPage: 10,
      facetFilters: [
        'language:zh-CN',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
        'type:content',
      ],
    });
    expect(buildSearchParameters({ contextualSearch: false, searchParameters: {} }, context)).toEqual({ facetFilters: [] });
  });

  it('turns absolute hit URLs into site paths unless they are external', () => {
    expect(siteUrlForHit('https://docusaurus.io/docs/cli#build', undefined)).toBe('/docs/cli#build');
    expect(siteUrlForHit('https://docusaurus.io/docs/cli', 'docusaurus\\.io')).toBe('https://docusaurus.io/docs/cli');
    expect(siteUrlForHit('https://example.com/docs/x', undefined, '/zh/')).toBe('/zh/docs/x');
  });

  it('builds the search page URL', () => {
    expect(searchPageUrl('/', 'search', '侧边栏 & 版本')).toBe('/search?q=%E4%BE%A7%E8%BE%B9%E6%A0%8F%20%26%20%E7%89%88%E6%9C%AC');
    expect(searchPageUrl('/', 'search', '')).toBe('/search');
  });
});

describe('hosted request shape (Algolia lite client with a recording requester, no network)', () => {
  it('sends one multi-query POST with the contextual facet filters and records the true count', async () => {
    const sent: { url: string; method: string; headers: Record<string, string>; data?: unknown }[] = [];
    const client = liteClient('APPID', 'public-search-key', {
      requester: {
        async send(request) {
          sent.push({ url: request.url, method: request.method, headers: request.headers, data: request.data });
          return {
            status: 200,
            isTimedOut: false,
            content: JSON.stringify({
              results: [{ hits: [], nbHits: 42, query: '侧边栏', page: 0, nbPages: 3, hitsPerPage: 20, processingTimeMS: 1, params: '' }],
            }),
          };
        },
      },
    });
    const counts = new ResultCounts();
    const wrapped = withResultCounts(client, counts);
    const searchParameters = buildSearchParameters({ contextualSearch: true, searchParameters: {} }, context);
    // The request DocSearch builds from `indices: [{ name, searchParameters }]`.
    await wrapped.search({
      requests: [{ indexName: 'docusaurus-zh', query: '侧边栏', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...searchParameters }],
    });

    expect(sent).toHaveLength(1);
    const [request] = sent;
    const url = new URL(request!.url);
    expect(url.hostname).toMatch(/^appid(-dsn)?\.algolia\.net$|^appid-\d\.algolianet\.com$/i);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(request!.method).toBe('POST');
    const auth = { ...Object.fromEntries(url.searchParams), ...request!.headers };
    expect(auth['x-algolia-application-id']).toBe('APPID');
    expect(auth['x-algolia-api-key']).toBe('public-search-key');
    const body = JSON.parse(String(request!.data)) as { requests: Record<string, unknown>[] };
    expect(body.requests).toEqual([
      {
        indexName: 'docusaurus-zh',
        query: '侧边栏',
        hitsPerPage: 20,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current']],
      },
    ]);
    expect(counts.get('侧边栏')).toBe(42);
  });
});

describe('groupAlgoliaHits', () => {
  it('groups records by page and escapes everything but <mark>', () => {
    const pages = groupAlgoliaHits(
      [
        {
          url: 'https://docusaurus.io/docs/sidebar',
          type: 'lvl1',
          hierarchy: { lvl0: '文档', lvl1: '侧边栏 <img src=x onerror=alert(1)>' },
          _highlightResult: { hierarchy: { lvl1: { value: '<mark>侧边栏</mark> &lt;img src=x onerror=alert(1)&gt;' } } },
          _snippetResult: { content: { value: '<mark>侧边栏</mark>是导航' } },
        },
        {
          url: 'https://docusaurus.io/docs/sidebar#items',
          type: 'content',
          hierarchy: { lvl0: '文档', lvl1: '侧边栏', lvl2: '项目<script>' },
          _snippetResult: { content: { value: '<b>x</b> <mark>侧边栏</mark>' } },
        },
      ],
      '侧边栏',
    );
    expect(pages).toEqual([
      {
        url: '/docs/sidebar',
        title: '侧边栏 <img src=x onerror=alert(1)>',
        titleHtml: '<mark>侧边栏</mark> &lt;img src=x onerror=alert(1)&gt;',
        section: '文档',
        excerptHtml: '<mark>侧边栏</mark>是导航',
        subResults: [
          { url: '/docs/sidebar#items', title: '项目<script>', titleHtml: '项目&lt;script&gt;', excerptHtml: '&lt;b&gt;x&lt;/b&gt; <mark>侧边栏</mark>' },
        ],
      },
    ]);
  });
});
