// `import useBaseUrl from '@docusaurus/useBaseUrl'` in an MDX page: a plain function here (the
// page renders once, at build time), with this site's base URL and origin.
import { siteConfig } from '../../config';
import { addBaseUrl, type BaseUrlOptions } from '../../lib/base-url';

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(url, import.meta.env.BASE_URL, siteConfig.url.replace(/\/$/, ''), options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
