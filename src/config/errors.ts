// Turns Zod issues into messages a writer can act on: the file, the key path and what is allowed.
import type { z } from 'zod';

/** Set (DZ_DEBUG=1) to see where a content or config error was thrown. */
export const DEBUG_ENV = 'DZ_DEBUG';

const debugging = () => typeof process !== 'undefined' && Boolean(process.env[DEBUG_ENV]) && process.env[DEBUG_ENV] !== '0';

/**
 * Bad content or config: the message says everything a writer needs (file, field, what is
 * allowed). Its stack would only point into the build's bundle (dist/.prerender/chunks/…),
 * so it is dropped and Astro prints the message alone; DZ_DEBUG=1 keeps it.
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
    if (!debugging()) this.stack = '';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `${issue.message}; allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_union':
      // Report the branch that got furthest instead of a generic "invalid input".
      if (issue.errors.length) {
        const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
        if (best?.[0]) return describeIssue(best[0]);
      }
      return issue.message;
    default:
      return issue.message;
  }
}

/** One line per issue: `file: key.path: problem`. */
export function formatIssues(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string {
  return error.issues
    .map((issue) => {
      const nested = issue.code === 'invalid_union' ? [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0] : undefined;
      const path = formatPath([...prefix, ...issue.path, ...(nested?.path ?? [])]);
      return `${file}: ${path || '(root)'}: ${describeIssue(issue)}`;
    })
    .join('\n');
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(`Invalid ${file}:\n${formatIssues(file, result.error)}`);
  return result.data;
}
