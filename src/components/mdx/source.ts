// Where a component of a page stands, for its errors: the page's file when the Markdown
// pipeline gave it one (`dzSource`, src/markdown/remark-docusaurus-jsx.ts), and the page's URL.
import { ContentError } from '../../config/errors';
import { cleanPath } from '../../lib/urls';

export function sourceOf(props: object, url: URL): string {
  const file = (props as { dzSource?: unknown }).dzSource;
  // The build renders `page.html`; the reader's URL is the clean one.
  const page = cleanPath(url.pathname);
  return typeof file === 'string' ? `${file} (${page})` : page;
}

/** A content error of a component (its `Astro`), led by where it stands. */
export const errorAt = (component: { props: object; url: URL }, message: string) => new ContentError(`${sourceOf(component.props, component.url)}: ${message}`);
