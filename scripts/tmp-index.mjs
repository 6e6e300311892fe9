import { runnerImport } from 'vite';
import { join } from 'node:path';
const root = process.cwd();
const { module } = await runnerImport(join(root, 'src/integrations/search-index.ts'), { root, configFile: false, logLevel: 'silent' });
const t = Date.now();
const r = await module.buildSearchIndex(join(root, process.argv[2]), '/');
console.log(r.pages, r.files, r.errors, Date.now() - t);
process.exit(0);
