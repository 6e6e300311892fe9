// Docusaurus' `useBaseUrl` rule: a site path gets the base URL once (never on an anchor or a
// URL with a protocol); `absolute` adds the site's origin. MDX pages import it as
// `@docusaurus/useBaseUrl` (src/components/mdx/useBaseUrl.ts).
export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);

export function addBaseUrl(url: string, baseUrl: string, siteUrl: string, { absolute = false, forcePrependBaseUrl = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}
