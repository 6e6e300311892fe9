// A blog post's own `# Title` opening its Markdown is its title (when the front matter has
// none, src/lib/blog/instance.ts reads it with markdownContentTitle), and the post page shows
// the title in its header: the heading is taken out of the body, as Docusaurus' blog does.
// Docs keep theirs (the doc page then shows no heading of its own). Only files in `folders`.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isInFolder } from './files';

export interface ContentTitleOptions {
  /** Absolute folders of the blog instances. */
  folders: string[];
}

/** The index of a Markdown body's opening `# Title`: its first node after imports and front matter, or -1. */
export function openingTitleIndex(children: readonly { type: string; depth?: number }[]): number {
  const index = children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml');
  const first = children[index];
  return first?.type === 'heading' && first.depth === 1 ? index : -1;
}

export default function remarkContentTitle({ folders }: ContentTitleOptions) {
  return (tree: Root, file: VFile) => {
    const path = file.path ?? '';
    if (!folders.some((folder) => isInFolder(path, folder))) return;
    const index = openingTitleIndex(tree.children);
    if (index >= 0) tree.children.splice(index, 1);
  };
}
