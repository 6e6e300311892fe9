import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkAssetImports from './remark-asset-imports';

const js = async (source: string) => String(await compile(source, { remarkPlugins: [remarkAssetImports] }));

describe('remark-asset-imports', () => {
  it("turns require('…').default in an attribute into an import of the file's URL", async () => {
    const out = await js(`<img src={require('./img/a.png').default} alt="a" />\n\n<a href={require('@site/static/b.pdf')}>b</a>`);
    expect(out).toContain('import __dzAsset0 from "./img/a.png?url&no-inline"');
    expect(out).toContain('import __dzAsset1 from "@site/static/b.pdf?url&no-inline"');
    expect(out).toMatch(/src: __dzAsset0/);
    expect(out).toMatch(/href: __dzAsset1/);
  });
  it('gives <img src> of an imported image its URL, and leaves other uses of the import alone', async () => {
    const out = await js(`import pic from './a.png';\nimport Img from '@theme/IdealImage';\n\n<img src={pic} alt="" />\n\n<Img img={pic} alt="" />`);
    expect(out).toMatch(/src: pic\.src/);
    expect(out).toMatch(/img: pic[,\n ]/);
  });
});
