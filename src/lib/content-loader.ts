// Wraps an Astro content loader (glob or file) so that every entry reaches its schema the
// way the writer wrote it and fails in the project's own words:
// - dates: YAML turns an unquoted 2017-13-45 into a rolled-over Date before any schema runs;
//   the written text is put back (src/lib/dates.ts) so the schema checks it against the calendar;
// - errors: `file: key.path: problem; allowed: …` (src/config/errors.ts), one line per
//   problem, as a ContentError (printed without a stack unless DZ_DEBUG=1), instead of
//   Astro's message that names the entry id and the field but not the file.
// Framework-free apart from the loader's shape, so unit tests can drive it with a fake context.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ContentError, formatIssues } from '../config/errors';
import { keepWrittenDates } from './dates';

/** The part of Astro's loader context this wrapper uses (structurally compatible). */
export interface ParseDataProps {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
}
export interface LoaderContextLike {
  config: { root: URL };
  parseData: (props: ParseDataProps) => Promise<Record<string, unknown>>;
  logger?: { error: (message: string) => void };
}
export interface LoaderLike<C extends LoaderContextLike = LoaderContextLike> {
  name: string;
  load: (context: C) => Promise<void>;
}

const FRONT_MATTER = /^\uFEFF?\s*---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The document as written, with dates left as text (YAML 1.2 core schema has no timestamps). */
function writtenValues(source: string, filePath: string, id: string): unknown {
  try {
    if (/\.mdx?$/.test(filePath)) {
      const m = FRONT_MATTER.exec(source);
      return m ? parseYaml(m[1]!, { schema: 'core' }) : undefined;
    }
    if (/\.ya?ml$/.test(filePath)) {
      const doc = parseYaml(source, { schema: 'core' }) as Record<string, unknown> | null;
      return doc?.[id];
    }
  } catch {
    // A document the core schema cannot read is left to Astro's parser and its error.
  }
  return undefined;
}

const hasDate = (value: unknown): boolean => value instanceof Date || (typeof value === 'object' && value !== null && Object.values(value).some(hasDate));

/** Data files (authors.yml, tags.yml) hold many entries: their issues start with the entry key. */
const isDataFile = (filePath: string) => /\.(ya?ml|json)$/.test(filePath);

/**
 * Validates one entry with `schema` after putting back written dates; throws a ContentError
 * naming the file (relative to `root`) and the field. Returns the data to hand to Astro.
 */
export function checkEntry(schema: z.ZodType, props: ParseDataProps, root: string, read = (p: string) => readFileSync(p, 'utf8')): Record<string, unknown> {
  let data = props.data;
  const file = props.filePath ? relative(root, props.filePath).split('\\').join('/') : props.id;
  // Only entries where YAML made a Date are read again (a few blog posts and changelog entries).
  if (props.filePath && hasDate(data)) data = keepWrittenDates(data, writtenValues(read(props.filePath), props.filePath, props.id));
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const prefix = props.filePath && isDataFile(props.filePath) ? [props.id] : [];
    throw new ContentError(formatIssues(file, result.error, prefix, { schema, input: data }));
  }
  return data;
}

export function checkedLoader<C extends LoaderContextLike>(inner: LoaderLike<C>, schema: z.ZodType): LoaderLike<C> {
  return {
    name: inner.name,
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // A data file holds every entry: read it once per load.
      const dataFiles = new Map<string, string>();
      const read = (path: string) => {
        if (!isDataFile(path)) return readFileSync(path, 'utf8');
        if (!dataFiles.has(path)) dataFiles.set(path, readFileSync(path, 'utf8'));
        return dataFiles.get(path)!;
      };
      // Astro's glob loader only logs an error thrown while it renders a Markdown entry (a
      // remark plugin's "file: problem; allowed: …") and stores the entry without a body: the
      // build would go on with an empty page. The errors are collected and fail the load.
      const renderErrors: string[] = [];
      const logger = context.logger && Object.create(context.logger);
      if (logger)
        logger.error = (message: string) => {
          if (message.startsWith('Error rendering ')) renderErrors.push(message.replace(/^Error rendering [^:]*: /, ''));
          else context.logger!.error(message);
        };
      await inner.load({
        ...context,
        ...(logger ? { logger } : {}),
        parseData: async (props: ParseDataProps) => context.parseData({ ...props, data: checkEntry(schema, props, root, read) }),
      });
      if (renderErrors.length) throw new ContentError(renderErrors.join('\n'));
    },
  };
}
