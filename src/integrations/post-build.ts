// Post-build passes over dist/: link and anchor check (warnings, or failures in strict
// mode). Later passes (search index, service worker) hook in here too.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { checkLinks } from './link-check';

export default function postBuild(): AstroIntegration {
  return {
    name: 'dz:post-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const report = checkLinks(distDir);
        for (const line of report.warnings) logger.warn(line);
        logger.info(`link check: ${report.pages} pages, ${report.links} internal links, ${report.warnings.length} problems`);
        if (report.errors.length) throw new Error(`Strict link check failed:\n${report.errors.join('\n')}`);
      },
    },
  };
}
