// temporary harness: runs the engine in Node against a served Pagefind bundle
import { runnerImport } from 'vite';
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
const [origin, distDir, queriesFile, verbose] = process.argv.slice(2);
const root = process.cwd();
const imp = async (p) => (await runnerImport(join(root, p), { root, configFile: false, logLevel: 'silent' })).module;
const engine = await imp('src/lib/search/engine.ts');
const facets = await imp('src/lib/search/facets.ts');
const hosted = await imp('src/lib/search/hosted.ts');
copyFileSync(join(distDir, 'pagefind/pagefind.js'), '/tmp/sharp/pagefind-copy.mjs');
const pf = await import('/tmp/sharp/pagefind-copy.mjs?' + Date.now());
await pf.options({ basePath: `${origin}/pagefind/`, baseUrl: '/', excerptLength: 60, noWorker: true });
await pf.init();
import { readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
const titles = {};
for (const name of readdirSync(join(distDir, 'pagefind/fragment'))) {
  const f = JSON.parse(gunzipSync(readFileSync(join(distDir, 'pagefind/fragment', name))).subarray(12).toString('utf8'));
  const sec = engine.sectionOfUrl(f.url); let kw = ''; try { const u = decodeURI(f.url); const h = readFileSync(join(distDir, (u === '/' ? '/index' : u) + '.html'), 'utf8'); kw = (h.match(/<meta name="keywords" content="([^"]*)"/) || [])[1] || ''; } catch {} titles[name.replace('.pf_fragment', '')] = [(f.meta.title ?? '').replace(/\u200b/g, ''), sec, kw, ...(sec === 'docs' ? (f.anchors || []).filter((a) => (process.env.DZ_H === 'none' ? /$^/ : process.env.DZ_H === 'h2' ? /^h2$/ : /^h[23]$/).test(a.element)).map((a) => a.text.replace(/\u200b/g, '').trim()) : [])];
}
const html = readFileSync(join(distDir, 'search.html'), 'utf8');
const config = JSON.parse(html.match(/data-config="([^"]*)"/)[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
const tags = facets.contextualTags(config.instances, undefined);
const sp = hosted.buildSearchParameters(config, { language: 'zh-CN', tags });
const filters = facets.facetFiltersToPagefind(sp.facetFilters);
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));
let top1 = 0, top3 = 0;
for (const { query, expect: route } of queries) {
  const found = await engine.searchPages(pf, query, { filters, titles });
  const top = await Promise.all(found.pages.slice(0, 5).map(async (p) => ({ url: decodeURI((await p.data()).url), score: p.score, tier: p.tier })));
  let rank = top.findIndex((t) => t.url === route) + 1;
  let where = '';
  if (!rank) {
    for (let i = 5; i < found.pages.length; i++) { const d = await found.pages[i].data(); if (decodeURI(d.url) === route) { where = ` [at ${i + 1}/${found.pages.length}: ${found.pages[i].tier} ${found.pages[i].score.toFixed(2)}]`; break; } }
    if (!where) where = ` [not found in ${found.pages.length}]`;
  }
  if (rank === 1) top1++;
  if (rank >= 1 && rank <= 3) top3++;
  if (verbose || rank !== 1) console.log(`${rank || '-'}\t${query} → ${route}${where}\t| ${top.map((t) => `${t.url} ${t.tier[0]}${t.score.toFixed(2)}`).join('  ')}`);
}
console.log(`top1 ${top1}/${queries.length}, top3 ${top3}/${queries.length}`);
process.exit(0);
