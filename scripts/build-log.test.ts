// scripts/build-log.mjs: which lines of a build log count as warnings, and the injected link.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectedLinkLog, isCompleteLog, warningLines } from './build-log.mjs';

describe('warningLines', () => {
  it('counts each warning record once, ANSI colours removed', () => {
    const log = [
      '00:28:18 [content] Syncing content',
      '00:31:28 [WARN] [vite] \u001b[33m[MODULE_LEVEL_DIRECTIVE] \u001b[0mThe semantics of the module level directive …',
      '   ╭─[ content-docs/a.mdx?astroPropagatedAssets:2:6 ]',
      '   │ Help: For more information, see https://rolldown.rs/in-depth/directives#other-directives',
      '00:31:51 [WARN] [vite] [plugin builtin:vite-reporter] ',
      '(!) Some chunks are larger than 500 kB after minification. Consider:',
      '00:34:46 [WARN] [dz:post-build] broken anchor on /docs/x: #y',
      '00:34:46 [dz:post-build] link check: 446 pages, 43255 internal links, 1 problems',
      '(node:123) ExperimentalWarning: Type Stripping is an experimental feature',
      'npm warn config production Use `--omit=dev` instead.',
      '00:35:23 [build] Complete!',
    ].join('\n');
    expect(warningLines(log)).toHaveLength(5);
    expect(warningLines(log)[0]).toMatch(/^00:31:28 \[WARN\] \[vite\] \[MODULE_LEVEL_DIRECTIVE\]/);
    expect(warningLines('00:35:23 [build] Complete!\n')).toEqual([]);
  });
});

describe('isCompleteLog', () => {
  it('accepts a coloured log of a finished build (CI forces colours) and refuses a cut one', () => {
    const done =
      '\u001b[2m03:42:09\u001b[22m \u001b[34m[dz:post-build]\u001b[39m link check: 446 pages, 1 internal links\n\u001b[2m03:42:13\u001b[22m \u001b[34m[build]\u001b[39m \u001b[1mComplete!\u001b[22m';
    expect(isCompleteLog(done)).toBe(true);
    expect(isCompleteLog('03:42:09 [dz:post-build] link check: 446 pages, 1 internal links')).toBe(false);
  });
});

describe('injectedLinkLog', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dz-build-log-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;

  it('gives exactly one warning for one broken link, none for the fixtures broken on purpose', async () => {
    mkdirSync(join(dist, 'docs'));
    mkdirSync(join(dist, 'tests/blog/2022/11/01'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), page('<a href="/docs/installation">安装</a>'));
    writeFileSync(join(dist, 'docs', 'installation.html'), page('<h2 id="a">a</h2><a href="#a">a</a>'));
    writeFileSync(join(dist, 'tests/blog/2022/11/01/relative-links.html'), page('<a href="#does-not-exist">x</a>'));
    const log = await injectedLinkLog(dist);
    expect(warningLines(log)).toEqual([
      expect.stringMatching(/\[WARN\] \[dz:post-build\] broken link on \/docs\/installation: \/docs\/dz-injected-missing-page$/),
    ]);
    expect(log).toMatch(/link check: 3 pages, 4 internal links, 1 problems \(and 1 broken on purpose in test fixtures\)/);
  }, 30_000);
});
