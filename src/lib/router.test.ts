import { describe, expect, it } from 'vitest';
import {
  canPrefetch,
  displayUrl,
  documentKey,
  interceptTarget,
  isSitePage,
  PageCache,
  planStylesheets,
  sameDeployment,
  scrollAfterNavigation,
  type ClickFacts,
  type LinkFacts,
} from './router';

const here = new URL('https://docusaurus.io/docs/installation?x=1');
const click: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({
  href: new URL(href, here).href,
  target: '',
  hasDownload: false,
  optedOut: false,
  ...extra,
});

describe('isSitePage', () => {
  it('accepts same-origin pages with no extension or .html', () => {
    for (const path of ['/blog', '/tests/docs/dummy.html', '/docs/v2.0.0-beta.1', '/changelog/3.6.0'])
      expect(isSitePage(new URL(path, here), here.origin), path).toBe(true);
  });
  it('rejects files and other origins', () => {
    // Markdown twins and llms.txt (src/lib/llms) are text files, never pages to swap in or prefetch.
    for (const path of [
      '/docs/installation.md',
      '/llms.txt',
      '/llms-full.txt',
      '/blog/rss.xml',
      '/blog/feed.json',
      '/img/logo.svg',
      '/files/a.pdf',
      '/sw.js',
      '/manifest.json',
      '/pagefind/pagefind.js',
    ]) {
      expect(isSitePage(new URL(path, here), here.origin), path).toBe(false);
    }
    expect(isSitePage(new URL('https://github.com/facebook/docusaurus'), here.origin)).toBe(false);
  });
});

describe('interceptTarget', () => {
  it('takes plain left clicks on in-site page links', () => {
    expect(interceptTarget(link('/blog'), click, here)?.pathname).toBe('/blog');
    expect(interceptTarget(link('/docs/installation'), click, here)?.href).toBe('https://docusaurus.io/docs/installation');
    expect(interceptTarget(link('/docs/installation?x=2#a'), click, here)?.hash).toBe('#a');
  });
  it('leaves modifier keys, other buttons and prevented clicks to the browser', () => {
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(interceptTarget(link('/blog'), { ...click, [k]: true }, here)).toBeNull();
    expect(interceptTarget(link('/blog'), { ...click, button: 1 }, here)).toBeNull();
    expect(interceptTarget(link('/blog'), { ...click, defaultPrevented: true }, here)).toBeNull();
  });
  it('leaves targets, downloads, opted-out and external links alone', () => {
    for (const extra of [{ target: '_blank' }, { hasDownload: true }, { optedOut: true }, { external: true }])
      expect(interceptTarget(link('/blog', extra), click, here), JSON.stringify(extra)).toBeNull();
    expect(interceptTarget(link('/blog', { target: '_self' }), click, here)).not.toBeNull();
    for (const href of ['https://example.com/blog', 'mailto:a@b.c']) expect(interceptTarget(link(href), click, here), href).toBeNull();
  });
  it('without a click, tells whether the router would follow the link (prefetch)', () => {
    expect(interceptTarget(link('/blog'), null, here)?.pathname).toBe('/blog');
    expect(interceptTarget(link('/blog', { target: '_blank' }), null, here)).toBeNull();
    expect(interceptTarget(link('/blog/rss.xml'), null, here)).toBeNull();
    expect(interceptTarget(link('/docs/installation.md'), null, here)).toBeNull();
  });
  it('leaves same-document hash links to the browser', () => {
    expect(interceptTarget(link('/docs/installation?x=1#requirements'), click, here)).toBeNull();
    // Another query: a route change (no scroll).
    expect(interceptTarget(link('/docs/installation?x=2'), click, here)).not.toBeNull();
  });
});

describe('scrollAfterNavigation', () => {
  const u = (s: string) => new URL(s, here);
  it('scrolls to the hash target, decoded', () => {
    expect(scrollAfterNavigation(u('/a'), u('/b#%E4%B8%AD'))).toEqual({ kind: 'hash', id: '中' });
    expect(scrollAfterNavigation(u('/a'), u('/b#bad%'))).toEqual({ kind: 'hash', id: 'bad%' });
  });
  it('scrolls to the top on a new path', () => {
    expect(scrollAfterNavigation(u('/a'), u('/b'))).toEqual({ kind: 'top' });
    expect(scrollAfterNavigation(u('/a?q=1'), u('/b?q=1'))).toEqual({ kind: 'top' });
  });
  it('does not scroll when only the query changes', () => {
    expect(scrollAfterNavigation(u('/showcase'), u('/showcase?tags=design'))).toEqual({ kind: 'none' });
  });
});

describe('canPrefetch', () => {
  it('is off with save-data and on 2g', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    for (const c of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])
      expect(canPrefetch(c), JSON.stringify(c)).toBe(false);
  });
});

describe('PageCache', () => {
  it('keeps the most recently used entries', () => {
    const cache = new PageCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    cache.set('a', 4);
    expect(cache.length).toBe(2);
    expect(cache.get('a')).toBe(4);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.length).toBe(2);
  });
  it('keys documents without the hash', () => {
    expect(documentKey(new URL('https://x.dev/a?b=1#c'))).toBe('/a?b=1');
  });
});

describe('planStylesheets', () => {
  it('keeps shared sheets, inserts new ones in cascade order and removes the rest', () => {
    const plan = planStylesheets(['base', 'home', 'layout'], ['base', 'docs', 'layout', 'toc']);
    expect(plan.remove).toEqual(['home']);
    expect(plan.insert).toEqual([
      { key: 'docs', before: 'layout' },
      { key: 'toc', before: null },
    ]);
  });
  it('changes nothing for the same set', () => {
    expect(planStylesheets(['a', 'b'], ['a', 'b'])).toEqual({ remove: [], insert: [] });
  });
});

describe('displayUrl', () => {
  const req = (u: string) => new URL(u, 'https://x.test');
  it('keeps the clean URL when the response came from the page file', () => {
    expect(displayUrl(req('/docs/installation'), 'https://x.test/docs/installation.html').pathname).toBe('/docs/installation');
    expect(displayUrl(req('/docs/'), 'https://x.test/docs/index.html').pathname).toBe('/docs/');
    expect(displayUrl(req('/docs'), 'https://x.test/docs/index.html').pathname).toBe('/docs');
  });
  it('follows a real redirect to another page', () => {
    expect(displayUrl(req('/home'), 'https://x.test/').pathname).toBe('/');
    expect(displayUrl(req('/docs/old'), 'https://x.test/docs/new').pathname).toBe('/docs/new');
  });
  it('uses the requested URL when the response has none', () => {
    expect(displayUrl(req('/blog?x=1'), '').href).toBe('https://x.test/blog?x=1');
  });
});

describe('sameDeployment', () => {
  const chrome = (hash: string) => `https://x.test/_astro/BaseLayout.astro_astro_type_script_index_0_lang.${hash}.js`;
  it('is true when both pages load the same chrome script', () => {
    expect(sameDeployment([chrome('BvFzA1OQ'), 'https://x.test/_astro/ec.js'], [chrome('BvFzA1OQ')])).toBe(true);
  });
  it('is false after a redeploy renamed it', () => {
    expect(sameDeployment([chrome('BvFzA1OQ')], [chrome('Xy12_-ab')])).toBe(false);
  });
  it('is true when a page has no chrome script (nothing to compare)', () => {
    expect(sameDeployment([], [chrome('a')])).toBe(true);
    expect(sameDeployment([chrome('a')], ['https://x.test/_astro/other.js'])).toBe(true);
  });
});
