// Where a component of a page stands, for its errors: the page's file when the Markdown
// pipeline gave it one (`dzSource`, src/markdown/remark-docusaurus-jsx.ts), and the page's URL.
export function sourceOf(props: object, url: URL): string {
  const file = (props as { dzSource?: unknown }).dzSource;
  return typeof file === 'string' ? `${file} (${url.pathname})` : url.pathname;
}
