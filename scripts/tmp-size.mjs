import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
const dir = 'dist-before/pagefind/fragment';
const variants = { h23docs: {}, h2docs: {}, titles: {} };
for (const name of readdirSync(dir)) {
  const f = JSON.parse(gunzipSync(readFileSync(`${dir}/${name}`)).subarray(12).toString('utf8'));
  const id = name.replace('.pf_fragment','');
  const docs = /^\/(docs|community)/.test(f.url);
  const hs = (lv) => (f.anchors||[]).filter(a=>lv.test(a.element)).map(a=>a.text.replace(/\u200b/g,'').trim());
  variants.titles[id] = [f.meta.title.replace(/\u200b/g,''), 'd'];
  variants.h23docs[id] = [f.meta.title.replace(/\u200b/g,''), 'd', ...(docs ? hs(/^h[23]$/) : [])];
  variants.h2docs[id] = [f.meta.title.replace(/\u200b/g,''), 'd', ...(docs ? hs(/^h2$/) : [])];
}
for (const [k, v] of Object.entries(variants)) { const s = JSON.stringify(v); console.log(k, Buffer.byteLength(s), gzipSync(s, {level: 9}).length); }
