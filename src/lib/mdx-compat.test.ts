import { describe, expect, it } from 'vitest';
import { htmlCommentsToMdx, mdx1Compat, unwrapMdxCodeBlocks } from './mdx-compat';

describe('mdx1Compat', () => {
  it('turns HTML comments into MDX comments, across lines too', () => {
    expect(htmlCommentsToMdx('第一段。\n\n<!-- truncate -->\n\n正文')).toBe('第一段。\n\n{/* truncate */}\n\n正文');
    expect(htmlCommentsToMdx('文字 <!-- 行内 --> 继续')).toBe('文字 {/* 行内 */} 继续');
    expect(htmlCommentsToMdx('<!--\n多行 */ 注释\n-->')).toBe('{/*\n多行 * / 注释\n*/}');
  });
  it('leaves fenced and inline code as written', () => {
    const source = '```html\n<!-- 示例 -->\n```\n\n写成 `<!-- 注释 -->` 即可';
    expect(htmlCommentsToMdx(source)).toBe(source);
  });
  it('unwraps mdx-code-block fences, not other code', () => {
    expect(unwrapMdxCodeBlocks("前\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n```\n\n后")).toBe(
      "前\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n后",
    );
    expect(unwrapMdxCodeBlocks('````mdx-code-block\n<Tabs>\n\n```bash\nnpm i\n```\n\n</Tabs>\n````')).toBe('<Tabs>\n\n```bash\nnpm i\n```\n\n</Tabs>');
    // An example of the syntax inside another fence is shown as written.
    const example = '`````md\n````mdx-code-block\n<X />\n````\n`````';
    expect(unwrapMdxCodeBlocks(example)).toBe(example);
    expect(unwrapMdxCodeBlocks('```jsx\n<X />\n```')).toBe('```jsx\n<X />\n```');
  });
  it('also escapes heading ids', () => {
    expect(mdx1Compat('## 安装 {#install}\n\n<!-- x -->')).toBe('## 安装 \\{#install}\n\n{/* x */}');
  });
});
