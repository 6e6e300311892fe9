// /robots.txt: every crawler may read every page (pages that must stay out of search say so
// with `<meta name="robots" content="noindex">`, which a crawler only sees if it may fetch
// the page), and the sitemap index is named with its absolute URL (robots.txt requires one).

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl}sitemap-index.xml`, siteUrl).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}
