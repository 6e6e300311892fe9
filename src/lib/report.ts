// Docusaurus' report levels for content that builds but may be a mistake (onInlineTags,
// onInlineAuthors, onUntruncatedBlogPosts…): `throw` fails the build with the problem,
// `warn` and `log` print it (the test command's build-log gate fails on any `[WARN]`), and
// `ignore` says nothing.
import { ContentError } from '../config/errors';

export const REPORT_LEVELS = ['ignore', 'log', 'warn', 'throw'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

/** Reports `problem` as `level` says; `kept` tells what the build does with the content instead of failing. */
export function report(level: ReportLevel, problem: string, kept: string): void {
  if (level === 'throw') throw new ContentError(problem);
  if (level === 'ignore') return;
  const note = `${problem.replace(/; allowed: [\s\S]*$/, '')}; ${kept}`;
  // Tagged as Astro tags its own warnings, so the build-log gate (scripts/build-log.mjs) sees them.
  if (level === 'warn') console.warn(`[WARN] [dz:content] ${note}`);
  else console.info(`[dz:content] ${note}`);
}
