import { describe, expect, it } from 'vitest';
import {
  activeStrategies,
  DEFAULT_OFFLINE_STRATEGIES,
  isOfflineMode,
  notFoundPageUrl,
  notFoundResponse,
  OFFLINE_STRATEGIES,
  precacheUrl,
  parseSwParams,
  possibleUrls,
  serviceWorkerUrl,
  type OfflineFacts,
} from './pwa';

const facts = (over: Partial<OfflineFacts> = {}): OfflineFacts => ({
  appInstalled: false,
  standalone: false,
  search: '',
  width: 1280,
  saveData: undefined,
  ...over,
});

describe('offline-mode strategies', () => {
  it('are appInstalled, standalone and queryString by default', () => {
    expect(DEFAULT_OFFLINE_STRATEGIES).toEqual(['appInstalled', 'standalone', 'queryString']);
    expect(isOfflineMode(DEFAULT_OFFLINE_STRATEGIES, facts())).toBe(false);
    expect(activeStrategies(DEFAULT_OFFLINE_STRATEGIES, facts({ appInstalled: true }))).toEqual(['appInstalled']);
    expect(activeStrategies(DEFAULT_OFFLINE_STRATEGIES, facts({ standalone: true }))).toEqual(['standalone']);
    expect(activeStrategies(DEFAULT_OFFLINE_STRATEGIES, facts({ search: '?offlineMode=true' }))).toEqual(['queryString']);
    expect(isOfflineMode(DEFAULT_OFFLINE_STRATEGIES, facts({ search: '?a=1&offlineMode=true' }))).toBe(true);
    expect(isOfflineMode(DEFAULT_OFFLINE_STRATEGIES, facts({ search: '?offlineMode=1' }))).toBe(false);
  });
  it('defines always, mobile and saveData without enabling them', () => {
    const off = facts({ width: 800, saveData: true });
    expect(isOfflineMode(DEFAULT_OFFLINE_STRATEGIES, off)).toBe(false);
    expect(activeStrategies(OFFLINE_STRATEGIES, off)).toEqual(['always', 'mobile', 'saveData']);
    expect(activeStrategies(['mobile'], facts({ width: 996 }))).toEqual(['mobile']);
    expect(activeStrategies(['mobile'], facts({ width: 997 }))).toEqual([]);
    expect(activeStrategies(['saveData'], facts({ saveData: undefined }))).toEqual([]);
    expect(activeStrategies(['always'], facts())).toEqual(['always']);
  });
});

describe('service worker URL and params', () => {
  it('puts the JSON params in the query, URI-encoded', () => {
    const url = serviceWorkerUrl({ offlineMode: true, debug: false });
    expect(url).toBe(`/sw.js?params=${encodeURIComponent('{"offlineMode":true,"debug":false}')}`);
    expect(serviceWorkerUrl({ offlineMode: false, debug: true }, '/base/')).toMatch(/^\/base\/sw\.js\?params=/);
  });
  it('reads them back, defaulting to off', () => {
    const url = new URL(serviceWorkerUrl({ offlineMode: true, debug: true }), 'https://x.dev');
    expect(parseSwParams(url.search)).toEqual({ offlineMode: true, debug: true });
    expect(parseSwParams('')).toEqual({ offlineMode: false, debug: false });
    expect(parseSwParams('?params=%7Bbad')).toEqual({ offlineMode: false, debug: false });
    expect(parseSwParams('?params=null')).toEqual({ offlineMode: false, debug: false });
  });
});

describe('possibleUrls', () => {
  const origin = 'https://docusaurus.io';
  it('tries the URL, its .html and its index.html, without query or hash', () => {
    expect(possibleUrls('https://docusaurus.io/docs/installation?offlineMode=true#x', origin)).toEqual([
      'https://docusaurus.io/docs/installation',
      'https://docusaurus.io/docs/installation.html',
      'https://docusaurus.io/docs/installation/index.html',
    ]);
    expect(possibleUrls('https://docusaurus.io/', origin)).toEqual(['https://docusaurus.io/', 'https://docusaurus.io/index.html']);
    expect(possibleUrls('https://docusaurus.io/blog/', origin)).toEqual(['https://docusaurus.io/blog/', 'https://docusaurus.io/blog/index.html']);
  });
  it('keeps files as they are and ignores other origins', () => {
    expect(possibleUrls('https://docusaurus.io/404.html', origin)).toEqual(['https://docusaurus.io/404.html']);
    expect(possibleUrls('https://cdn.example.com/a.js', origin)).toEqual([]);
  });
});

describe('offline not-found page', () => {
  it('is the /404 page beside the worker', () => {
    expect(notFoundPageUrl('https://x.dev/sw.js?params=%7B%7D')).toBe('https://x.dev/404');
    expect(notFoundPageUrl('https://x.dev/base/sw.js')).toBe('https://x.dev/base/404');
  });
  it('answers with the cached page and status 404', async () => {
    const res = notFoundResponse(new Response('<h1>找不到页面</h1>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('找不到页面');
  });
  it('has a page of its own when the cache lacks 404.html', async () => {
    const res = notFoundResponse(undefined);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>找不到页面</h1>');
  });
});

describe('precache URLs', () => {
  it('are the clean URLs the servers answer with 200', () => {
    expect(precacheUrl('index.html')).toBe('./');
    expect(precacheUrl('docs/installation.html')).toBe('docs/installation');
    expect(precacheUrl('404.html')).toBe('404');
    expect(precacheUrl('_astro/a.js')).toBe('_astro/a.js');
    expect(precacheUrl('pagefind/fragment/x.pf_fragment')).toBe('pagefind/fragment/x.pf_fragment');
  });
  it('are found again by the offline lookup of a clean URL', () => {
    const origin = 'https://x.dev';
    expect(possibleUrls(`${origin}/docs/installation`, origin)[0]).toBe(new URL(precacheUrl('docs/installation.html'), `${origin}/sw.js`).href);
    expect(possibleUrls(`${origin}/`, origin)[0]).toBe(new URL(precacheUrl('index.html'), `${origin}/sw.js`).href);
  });
});
