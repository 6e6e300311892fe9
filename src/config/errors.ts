// Turns Zod issues into messages a writer can act on: the file, the key path and what is allowed.
import type { z } from 'zod';
import { describeIssue, issuePath, type IssueContext } from './issues';

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

/**
 * One line per issue: `file: key.path: problem; allowed: …`. With the schema and the parsed
 * value, lines say what was found and list the allowed keys of an object.
 */
export function formatIssues(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = [], context: IssueContext = {}): string {
  return error.issues.map((issue) => `${file}: ${formatPath([...prefix, ...issuePath(issue)]) || '(root)'}: ${describeIssue(issue, context)}`).join('\n');
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, result.error, [], { schema, input: value }));
  return result.data;
}
