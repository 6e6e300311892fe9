// One Zod issue in a writer's words: what was found and what is allowed
// (`got "blue"; allowed: "light", "dark"`, `unknown key "colour"; allowed: title, tagline, …`).
// The schema and the parsed value, when given, supply the value found and the allowed keys.
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** A short rendering of a value found in the input. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return String(value);
}

const KINDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  record: 'an object',
  literal: 'a fixed value',
};

function valueAt(root: unknown, path: Path): { found: boolean; value?: unknown } {
  // A key absent from an object that is there counts as found: its value is `undefined` (missing).
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return { found: false };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value };
}

// Zod's definition objects, reached through the documented `_zod.def` of each schema.
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The literal values a discriminator field of an object option accepts. */
function literals(schema: z.ZodType | undefined): unknown[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'literal') return def.values ?? [];
  if (def.innerType) return literals(def.innerType);
  return [];
}

/** The object shapes a schema may apply at `path` of `value` (unions: the matching options). */
function shapesAt(schema: z.ZodType, path: Path, value: unknown): Record<string, z.ZodType>[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapesAt(def.innerType!, path, value);
    case 'lazy':
      return def.getter ? shapesAt(def.getter(), path, value) : [];
    case 'pipe': {
      // A transform's output is not a schema: look at what it receives instead. Otherwise
      // the output schema sees the value as the input schema left it (defaults filled in).
      if (defOf(def.out!).type === 'transform') return shapesAt(def.in!, path, value);
      const piped = def.in!.safeParse(value);
      return shapesAt(def.out!, path, piped.success ? piped.data : value);
    }
    case 'union': {
      let options = def.options ?? [];
      const tag = def.discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[def.discriminator] : undefined;
      if (def.discriminator) {
        const matching = options.filter((o) => {
          const shape = defOf(o).shape;
          return literals(shape?.[def.discriminator!]).includes(tag);
        });
        if (matching.length) options = matching;
      }
      return options.flatMap((o) => shapesAt(o, path, value));
    }
    case 'object': {
      if (!path.length) return def.shape ? [def.shape] : [];
      const [key, ...rest] = path;
      const next = def.shape?.[String(key)];
      return next ? shapesAt(next, rest, (value as Record<string, unknown> | undefined)?.[String(key)]) : [];
    }
    case 'array': {
      const [index, ...rest] = path;
      return def.element && path.length ? shapesAt(def.element, rest, Array.isArray(value) ? value[Number(index)] : undefined) : [];
    }
    case 'record': {
      const [key, ...rest] = path;
      return def.valueType && path.length ? shapesAt(def.valueType, rest, (value as Record<string, unknown> | undefined)?.[String(key)]) : [];
    }
    default:
      return [];
  }
}

/** The keys an object at `path` may have, or undefined when the schema does not say. */
export function allowedKeys(schema: z.ZodType, path: Path, root: unknown): string[] | undefined {
  const keys = new Set(shapesAt(schema, path, root).flatMap((shape) => Object.keys(shape)));
  return keys.size ? [...keys] : undefined;
}

function range(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
  const op = small ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
  switch (issue.origin) {
    case 'string':
      if (small && bound === 1) return 'a non-empty string';
      return `a string of ${small ? 'at least' : 'at most'} ${bound} characters`;
    case 'array':
    case 'set':
      if (small && bound === 1) return 'a list with at least one item';
      return `a list of ${small ? 'at least' : 'at most'} ${bound} items`;
    default:
      return `a number ${op} ${bound}`;
  }
}

function format(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const custom = !/^Invalid /.test(issue.message);
  if (custom) return issue.message.replace(/^must be /, '');
  switch (issue.format) {
    case 'url':
      return 'an absolute URL such as https://example.com';
    case 'starts_with':
      return `a string starting with "${(issue as { prefix?: string }).prefix}"`;
    case 'ends_with':
      return `a string ending with "${(issue as { suffix?: string }).suffix}"`;
    case 'regex':
      return `a string matching ${(issue as { pattern?: string }).pattern}`;
    default:
      return `a valid ${issue.format}`;
  }
}

export interface IssueContext {
  /** The schema that was parsed (for allowed keys). */
  schema?: z.ZodType;
  /** The value that was parsed (for the value found at the issue's path). */
  input?: unknown;
}

/**
 * The first issue of the union branch that got furthest: one that looked inside the value,
 * then the fewest issues. A value that is an object (`{ type: 'link' }`) where a string would
 * also do is reported against the object's keys (its missing href and label), not as
 * "allowed: a string".
 */
function bestBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue | undefined {
  const shallow = (branch: Issue[]) => (branch[0]?.code === 'invalid_type' && branch[0].path.length === 0 ? 1 : 0);
  return [...issue.errors].sort((a, b) => shallow(a) - shallow(b) || a.length - b.length)[0]?.[0];
}

/** `problem; allowed: …` for one issue (its path is printed by the caller). */
export function describeIssue(issue: Issue, context: IssueContext = {}): string {
  const at = valueAt(context.input, issue.path);
  // A discriminated union that matched no option reports the whole object: show its tag instead.
  const tag = issue.code === 'invalid_union' ? (issue as { discriminator?: string }).discriminator : undefined;
  const found = 'input' in issue ? { found: true, value: tag && isObject(issue.input) ? issue.input[tag] : issue.input } : at;
  const got = found.found ? `got ${show(found.value)}` : '';
  const withGot = (allowed: string) => (got ? `${got}; allowed: ${allowed}` : `allowed: ${allowed}`);
  switch (issue.code) {
    case 'invalid_type':
      if (found.found && found.value === undefined) return `missing; allowed: ${KINDS[issue.expected] ?? issue.expected}`;
      return withGot(KINDS[issue.expected] ?? issue.expected);
    case 'invalid_value':
      return withGot(issue.values.map((v) => JSON.stringify(v)).join(', '));
    case 'too_small':
    case 'too_big':
      return withGot(range(issue));
    case 'invalid_format':
      return withGot(format(issue));
    case 'unrecognized_keys': {
      const keys = context.schema ? allowedKeys(context.schema, issue.path, context.input) : undefined;
      const unknown = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      return keys ? `${unknown}; allowed: ${keys.join(', ')}` : unknown;
    }
    case 'invalid_union': {
      // Every option refused the value itself (a number or "ALL"): list what each allows.
      const branches = issue.errors;
      if (branches.length > 1 && branches.every((branch) => branch.length === 1 && branch[0]!.path.length === 0)) {
        const allowed = branches.map((branch) => describeIssue({ ...branch[0]!, path: issue.path } as Issue, context).replace(/^.*?allowed: /, ''));
        return withGot([...new Set(allowed)].join(' or '));
      }
      // Else report the branch that got furthest instead of a generic "invalid input".
      const best = bestBranch(issue);
      if (best) return describeIssue({ ...best, path: [...issue.path, ...best.path] } as Issue, context);
      // An option told apart by a missing tag (a sidebars file's categories shorthand) has no value to list.
      const options = (issue as { options?: unknown[]; discriminator?: string }).options?.filter((v) => v !== undefined);
      if (options?.length) return withGot(options.map((v) => JSON.stringify(v)).join(', '));
      return issue.message;
    }
    case 'custom':
      // A refinement that states the rule ("must be …") gets the value found in front of it.
      return /^must be /.test(issue.message) && got ? withGot(issue.message.replace(/^must be /, '')) : issue.message;
    default:
      return issue.message;
  }
}

/** The path an issue is reported at (a union's best branch adds its own path). */
export function issuePath(issue: Issue): PropertyKey[] {
  if (issue.code !== 'invalid_union') return [...issue.path];
  const best = bestBranch(issue);
  return best ? [...issue.path, ...issuePath(best)] : [...issue.path];
}
