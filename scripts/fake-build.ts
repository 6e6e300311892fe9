// A small build with the shapes of the real one (a page beside a folder of the same name, the
// feature-requests board, hashed assets, Pagefind fragments, Markdown twins, the deploy files),
// for the server tests: scripts/serve.test.ts and scripts/nginx-config.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { headersFile, nginxConf, securityHeaders } from '../src/integrations/security-headers';

export const BIG = 4 * 1024 * 1024;

/** Writes the build into `root`; `version` shows in the home page, the asset name and the CSP. */
export function writeBuild(root: string, version: string) {
  // The deploy files as the build writes them, around a short policy the tests can name.
  const headers = securityHeaders(`default-src 'self' '${version}'`);
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><title>home ${version}</title>${'<p>首页</p>'.repeat(200)}`,
    '404.html': '<!doctype html><title>404</title><h1>找不到页面</h1>',
    'docs.html': '<!doctype html><title>docs</title>',
    'docs/installation.html': '<!doctype html><title>installation</title>',
    'docs/installation.md': '# 安装\n',
    'feature-requests.html': '<!doctype html><title>board</title>',
    'llms.txt': '# Docusaurus\n',
    'sw.js': 'self.x=1',
    [`_astro/a-${version}.js`]: 'console.log(1)',
    '_astro/big.bin': Buffer.alloc(BIG, 7),
    'pagefind/fragment/zh_1.pf_fragment': 'x',
    _headers: headersFile(headers),
    'nginx-security-headers.conf': nginxConf(headers),
    'changelog/V2 Changelog.html': '<!doctype html><title>v2</title>',
    'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    'manifest.json': JSON.stringify({ name: 'x'.repeat(2000) }),
    'sitemap-index.xml': `<?xml version="1.0"?><sitemapindex>${' '.repeat(2000)}</sitemapindex>`,
    '_astro/style.css': `body{color:red}${'a{b:c}'.repeat(400)}`,
    'pagefind/index/zh_1.pf_index': 'x',
    'pagefind/pagefind-entry.json': '{}',
    '.git/config': 'secret',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** Sends raw bytes (a request line no client library would send) to the port and returns the answer. */
export function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((ok) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const done = () => ok(Buffer.concat(chunks).toString());
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(3000, () => socket.destroy());
  });
}
