import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Heading, Root } from 'mdast';
import remarkHeadingIds from './remark-heading-ids';

describe('remark-heading-ids', () => {
  it('moves a trailing {#id} from the heading text to its id', () => {
    const processor = unified().use(remarkParse).use(remarkHeadingIds);
    const tree = processor.runSync(processor.parse('## 安装 **依赖** {#install-deps}\n\n## 普通标题\n')) as Root;
    const [first, second] = tree.children as Heading[];
    expect(first!.data?.hProperties?.id).toBe('install-deps');
    expect(first!.children.at(-1)).toMatchObject({ type: 'text' });
    expect(JSON.stringify(first!.children)).not.toContain('{#');
    expect(second!.data?.hProperties?.id).toBeUndefined();
  });
});
