import { copyFileSync } from 'node:fs';
copyFileSync('dist-rank/pagefind/pagefind.js', '/tmp/sharp/pf3.mjs');
const pf = await import('/tmp/sharp/pf3.mjs');
await pf.options({ basePath: 'http://localhost:4305/pagefind/', baseUrl: '/', noWorker: true });
const r = await pf.search(process.argv[2]);
console.log(r.results.length);
for (const x of r.results.slice(0, 3)) { const d = await x.data(); console.log(d.url, JSON.stringify(d.content.slice(0, 300))); }
process.exit(0);
