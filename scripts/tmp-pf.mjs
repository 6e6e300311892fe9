import { copyFileSync } from 'node:fs';
copyFileSync('dist-before/pagefind/pagefind.js', '/tmp/sharp/pf2.mjs');
const pf = await import('/tmp/sharp/pf2.mjs');
await pf.options({ basePath: 'http://localhost:4305/pagefind/', baseUrl: '/', noWorker: true });
for (const q of process.argv.slice(2)) {
  const r = await pf.search(q);
  const urls = await Promise.all(r.results.slice(0, 200).map(async (x) => (await x.data()).url));
  console.log(q, r.results.length, urls.filter(u => /lifecycle|client-redirects|versioning|features\/react/.test(u)));
}
process.exit(0);
