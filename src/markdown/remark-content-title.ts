// A blog post's own `# Title` opening its Markdown is its title (when the front matter has
// none, src/lib/blog/instance.ts reads it with markdownContentTitle), and the post page shows
// the title in its header: the heading is taken out of the body, as Docusaurus' blog does.
// Docs keep theirs (the doc page then shows no heading of its own). Only files in `folders`.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

export interface ContentTitleOptions {
  /** Absolute folders of the blog instances. */
  folders: string[];
}

export default function remarkContentTitle({ folders }: ContentTitleOptions) {
  return (tree: Root, file: VFile) => {
    const path = file.path ?? '';
    if (!folders.some((folder) => path.startsWith(folder.endsWith('/') ? folder : `${folder}/`))) return;
    // Imports come first in MDX; the title is the first node after them.
    const index = tree.children.findIndex((node) => node.type !== ('mdxjsEsm' as string) && node.type !== 'yaml');
    const first = tree.children[index];
    if (first?.type === 'heading' && first.depth === 1) tree.children.splice(index, 1);
  };
}
