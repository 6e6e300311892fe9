import { describe, expect, it } from 'vitest';
import {
  cleanPath,
  cleanUrl,
  encodedUrl,
  fileOfRoute,
  hrefOf,
  isExternalUrl,
  isOtherHostUrl,
  joinUrl,
  routeOfFile,
  routeParam,
  strippedRoute,
  withBase,
} from './urls';

// One row per input: how every helper reads it. `-` marks a helper the row does not apply to.
const links: [href: string, external: boolean, otherHost: boolean][] = [
  ['https://github.com/facebook/docusaurus', true, true],
  ['HTTP://EXAMPLE.COM', true, true],
  ['//cdn.example.com/x.js', true, true],
  ['ftp://files.example.com', true, true],
  ['mailto:someone@example.com', true, false],
  ['tel:+861234', true, false],
  ['data:image/png;base64,AA', true, false],
  ['/docs/installation', false, false],
  ['docs/installation', false, false],
  ['./a.md', false, false],
  ['#anchor', false, false],
  ['', false, false],
];

describe('external links', () => {
  it.each(links)('%s', (href, external, otherHost) => {
    expect(isExternalUrl(href)).toBe(external);
    expect(isOtherHostUrl(href)).toBe(otherHost);
  });
  it('only strings name another host', () => expect(isOtherHostUrl(undefined)).toBe(false));
});

const paths: [input: string, clean: string, stripped: string | null][] = [
  ['/', '/', null],
  ['/index.html', '/', '/'],
  ['/index', '/', '/'],
  ['/docs', '/docs', null],
  ['/docs/', '/docs', '/docs'],
  ['/docs//', '/docs', '/docs'],
  ['/docs/installation.html', '/docs/installation', '/docs/installation'],
  ['/docs/installation/index.html', '/docs/installation', '/docs/installation'],
  ['/docs/Index.HTML', '/docs', '/docs'],
  ['/blog/releases/3.6', '/blog/releases/3.6', null],
  ['/docs/a.html.md', '/docs/a.html.md', null],
  ['/changelog/V2 Changelog', '/changelog/V2 Changelog', null],
];

describe('clean paths', () => {
  it.each(paths)('%s', (input, clean, stripped) => {
    expect(cleanPath(input)).toBe(clean);
    expect(strippedRoute(input)).toBe(stripped);
  });
  it('keeps the query and the hash', () => {
    expect(cleanUrl('/docs/index.html#a')).toBe('/docs#a');
    expect(cleanUrl('/docs/x/?q=1#b')).toBe('/docs/x?q=1#b');
    expect(cleanUrl('/#top')).toBe('/#top');
  });
});

const files: [file: string, route: string][] = [
  ['index.html', '/'],
  ['docs.html', '/docs'],
  ['docs/installation.html', '/docs/installation'],
  ['blog/releases/3.6.html', '/blog/releases/3.6'],
  ['changelog/V2 Changelog.html', '/changelog/V2 Changelog'],
];

describe('routes and build files', () => {
  it.each(files)('%s ↔ %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
    expect(fileOfRoute(route)).toBe(file);
  });
  it('reads Windows separators and folder index copies', () => {
    expect(routeOfFile('docs\\cli.html')).toBe('/docs/cli');
    expect(routeOfFile('docs/index.html')).toBe('/docs');
  });
});

describe('hrefs', () => {
  it('encodes whitespace only', () => {
    expect(hrefOf('/changelog/V2 Changelog')).toBe('/changelog/V2%20Changelog');
    expect(hrefOf('/docs/中文 页')).toBe('/docs/中文%20页');
    expect(hrefOf('/docs/a?b=1#c')).toBe('/docs/a?b=1#c');
    expect(hrefOf('/a\tb\u00a0c')).toBe('/a%09b%C2%A0c');
  });
  it('encodes a route fully for the search index, under the base URL', () => {
    expect(encodedUrl('/changelog/V2 Changelog')).toBe('/changelog/V2%20Changelog');
    expect(encodedUrl('/docs/中文', '/sub/')).toBe('/sub/docs/%E4%B8%AD%E6%96%87');
    expect(encodedUrl('/', '/sub/')).toBe('/sub');
    expect(encodedUrl('/')).toBe('/');
    expect(encodedUrl('/docs/api/plugins/@docusaurus/plugin-pwa')).toBe('/docs/api/plugins/@docusaurus/plugin-pwa');
  });
  it('joins segments and the base URL', () => {
    expect(joinUrl('/docs', '', 'next', '/intro/')).toBe('/docs/next/intro');
    expect(joinUrl('', undefined)).toBe('/');
    expect(joinUrl('blog', 'tags')).toBe('/blog/tags');
    expect(withBase('/', '/docs')).toBe('/docs');
    expect(withBase('/sub/', '/docs')).toBe('/sub/docs');
  });
  it('names static route parameters', () => {
    expect(routeParam('/blog', '/blog')).toBeUndefined();
    expect(routeParam('/blog/2024/x', '/blog')).toBe('2024/x');
    expect(routeParam('/docs/page.html', '/docs')).toBe('page');
  });
});
