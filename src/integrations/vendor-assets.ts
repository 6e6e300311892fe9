// Copies third-party assets the site serves itself (KaTeX stylesheet and fonts) into
// public/vendor before dev or build, so nothing is loaded from a CDN.
import type { AstroIntegration } from 'astro';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export default function vendorAssets(): AstroIntegration {
  return {
    name: 'dz:vendor-assets',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const require = createRequire(import.meta.url);
        const katexDist = join(dirname(require.resolve('katex/package.json')), 'dist');
        const target = join(fileURLToPath(config.publicDir), 'vendor', 'katex');
        if (existsSync(join(target, 'katex.min.css'))) return;
        mkdirSync(join(target, 'fonts'), { recursive: true });
        cpSync(join(katexDist, 'katex.min.css'), join(target, 'katex.min.css'));
        for (const font of readdirSync(join(katexDist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
          cpSync(join(katexDist, 'fonts', font), join(target, 'fonts', font));
        }
      },
    },
  };
}
