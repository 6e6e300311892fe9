// A small build with the shapes of the real one (a page beside a folder of the same name, the
// feature-requests board, hashed assets, Pagefind fragments, Markdown twins, the deploy files),
// for the server tests: scripts/serve.test.ts and scripts/nginx-config.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFile, nginxConf, securityHeaders } from '../src/integrations/security-headers';

export const BIG = 4 * 1024 * 1024;

/** Writes the build into `root`; `version` shows in the home page, the asset name and the CSP. */
export function writeBuild(root: string, version: string) {
  mkdirSync(join(root, '_astro'), { recursive: true });
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(join(root, 'pagefind', 'fragment'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>home ${version}</title>${'<p>首页</p>'.repeat(200)}`);
  writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title><h1>找不到页面</h1>');
  writeFileSync(join(root, 'docs.html'), '<!doctype html><title>docs</title>');
  writeFileSync(join(root, 'docs', 'installation.html'), '<!doctype html><title>installation</title>');
  writeFileSync(join(root, 'docs', 'installation.md'), '# 安装\n');
  writeFileSync(join(root, 'feature-requests.html'), '<!doctype html><title>board</title>');
  writeFileSync(join(root, 'llms.txt'), '# Docusaurus\n');
  writeFileSync(join(root, 'sw.js'), 'self.x=1');
  writeFileSync(join(root, '_astro', `a-${version}.js`), 'console.log(1)');
  writeFileSync(join(root, '_astro', 'big.bin'), Buffer.alloc(BIG, 7));
  writeFileSync(join(root, 'pagefind', 'fragment', 'zh_1.pf_fragment'), 'x');
  // The deploy files as the build writes them, around a short policy the tests can name.
  const headers = securityHeaders(`default-src 'self' '${version}'`);
  writeFileSync(join(root, '_headers'), headersFile(headers));
  writeFileSync(join(root, 'nginx-security-headers.conf'), nginxConf(headers));
  mkdirSync(join(root, 'changelog'), { recursive: true });
  writeFileSync(join(root, 'changelog', 'V2 Changelog.html'), '<!doctype html><title>v2</title>');
  mkdirSync(join(root, 'img'), { recursive: true });
  writeFileSync(join(root, 'img', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(join(root, 'manifest.json'), JSON.stringify({ name: 'x'.repeat(2000) }));
  writeFileSync(join(root, 'sitemap-index.xml'), `<?xml version="1.0"?><sitemapindex>${' '.repeat(2000)}</sitemapindex>`);
  writeFileSync(join(root, '_astro', 'style.css'), `body{color:red}${'a{b:c}'.repeat(400)}`);
  mkdirSync(join(root, 'pagefind', 'index'), { recursive: true });
  writeFileSync(join(root, 'pagefind', 'index', 'zh_1.pf_index'), 'x');
  writeFileSync(join(root, 'pagefind', 'pagefind-entry.json'), '{}');
  mkdirSync(join(root, '.git'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), 'secret');
}
