// Links and images of a Markdown twin as absolute site paths.
import type { TwinContext } from './types';
import { isExternalUrl } from '../urls';

/** A link of the page as an absolute site path (external URLs and site paths unchanged). */
export function resolveUrl(url: string, state: { ctx: TwinContext }): string {
  if (!url || isExternalUrl(url) || url.startsWith('/')) return url;
  if (url.startsWith('#')) return `${state.ctx.permalink}${url}`;
  if (/^[^#?]+\.mdx?(?:#.*)?$/.test(url)) {
    const target = state.ctx.resolveFileLink?.(url);
    if (target) return target;
  }
  return againstPage(url, state.ctx.permalink);
}

export function resolveImageUrl(url: string, state: { ctx: TwinContext }): string {
  if (!url || isExternalUrl(url) || url.startsWith('/')) return url;
  return state.ctx.resolveImage?.(url) ?? againstPage(url, state.ctx.permalink);
}

function againstPage(url: string, permalink: string): string {
  const resolved = new URL(url, `https://site.invalid${permalink}`);
  return `${decodeURI(resolved.pathname)}${resolved.search}${decodeURI(resolved.hash)}`;
}
