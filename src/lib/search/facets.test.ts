import { describe, expect, it } from 'vitest';
import { contextualFacetFilters, contextualTags, facetFiltersToPagefind, mergeFacetFilters } from './facets';

const instances = [
  { id: 'default', tags: ['docs-default-current'], latest: 'docs-default-current' },
  { id: 'community', tags: ['docs-community-current'], latest: 'docs-community-current' },
  { id: 'tests', tags: ['docs-tests-current', 'docs-tests-1.0.0'], latest: 'docs-tests-1.0.0' },
];

describe('contextual search', () => {
  it('searches the version being read, the latest of other instances and non-docs pages', () => {
    expect(contextualTags(instances, 'docs-tests-current')).toEqual(['default', 'docs-default-current', 'docs-community-current', 'docs-tests-current']);
    expect(contextualTags(instances, 'default')).toEqual(['default', 'docs-default-current', 'docs-community-current', 'docs-tests-1.0.0']);
    expect(contextualTags(instances, undefined)).toEqual(['default', 'docs-default-current', 'docs-community-current', 'docs-tests-1.0.0']);
  });

  it('builds Docusaurus-style facet filters and merges configured ones after them', () => {
    const contextual = contextualFacetFilters('zh-CN', ['default', 'docs-default-current']);
    expect(contextual).toEqual(['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(mergeFacetFilters(contextual, 'type:content')).toEqual([...contextual, 'type:content']);
    expect(mergeFacetFilters(undefined, ['a:b'])).toEqual(['a:b']);
  });
});

describe('facetFiltersToPagefind', () => {
  it('maps AND of values and OR groups over one key', () => {
    expect(facetFiltersToPagefind(['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual({
      language: 'zh-CN',
      docusaurus_tag: { any: ['default', 'docs-default-current'] },
    });
  });

  it('maps OR groups over several keys, negations and repeated keys to compound filters', () => {
    expect(
      facetFiltersToPagefind(['language:zh-CN', ['language:en', 'docusaurus_tag:default'], 'docusaurus_tag:-docs-tests-current', 'language:zh-CN']),
    ).toEqual({
      language: 'zh-CN',
      all: [{ any: [{ language: 'en' }, { docusaurus_tag: 'default' }] }, { not: { docusaurus_tag: 'docs-tests-current' } }, { language: 'zh-CN' }],
    });
  });

  it('accepts a single string, nothing, and ignores malformed entries', () => {
    expect(facetFiltersToPagefind('language:zh-CN')).toEqual({ language: 'zh-CN' });
    expect(facetFiltersToPagefind(undefined)).toEqual({});
    expect(facetFiltersToPagefind(['nocolon', ':x', 'y:'])).toEqual({});
    expect(facetFiltersToPagefind(['url:https://a/b'])).toEqual({ url: 'https://a/b' });
  });
});
