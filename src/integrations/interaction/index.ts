// Registers the `client:interaction` directive (see ./directive.ts).
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function interactionDirective(): AstroIntegration {
  return {
    name: 'dz:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
