// Code blocks in a Markdown twin keep their language and title; line highlights, line
// numbers and other display options go (the magic comments too: markdown-twin.ts).

/** `title="a.js" {1-3} showLineNumbers` → `title="a.js"`; null when no title. */
export function cleanCodeMeta(meta: string | null | undefined): string | null {
  const m = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  if (!m) return null;
  const title = m[1] ?? m[2] ?? '';
  return `title="${title.replace(/"/g, '\\"')}"`;
}
