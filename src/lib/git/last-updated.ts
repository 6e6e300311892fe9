// Last and first commit dates of a file from git (build time): a doc's last update, and a
// blog post's date when neither its front matter nor its file name gives one (as Docusaurus
// takes the file's oldest commit). One `git log` over the whole history,
// read once per build, answers every file: a `git log -1 -- file` per page cost a process
// and a history walk for each doc (about 0.1 s each on a busy machine, 20 s for 180 docs).
// Missing git or an untracked file gives undefined instead of failing the build.
import { execFileSync } from 'node:child_process';

export interface FileDates {
  /** Newest commit: the last change. */
  last: Date;
  /** Oldest commit: when the file was added. */
  first: Date;
}

let dates: Map<string, FileDates> | undefined;

/**
 * Parses `git log --format=%x1e%ct --name-only --no-renames --relative -z`: each commit is
 * `\x1e<seconds>\0\n<file>\0<file>\0…`, newest first, so a file's first commit listed is its
 * last change and its last one listed is the commit that added it.
 */
export function parseGitLog(output: string): Map<string, FileDates> {
  const map = new Map<string, FileDates>();
  for (const commit of output.split('\x1e')) {
    const [time, ...files] = commit.split('\0');
    if (!time || !/^\d+$/.test(time.trim())) continue;
    const date = new Date(Number(time.trim()) * 1000);
    for (const raw of files) {
      const file = raw.replace(/^\n/, '');
      if (!file) continue;
      const known = map.get(file);
      if (known) known.first = date;
      else map.set(file, { last: date, first: date });
    }
  }
  return map;
}

function readDates(): Map<string, FileDates> {
  try {
    const out = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--format=%x1e%ct', '--name-only', '--no-renames', '--relative', '-z'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 512 * 1024 * 1024,
    });
    return parseGitLog(out);
  } catch {
    return new Map();
  }
}

function datesOf(file: string): FileDates | undefined {
  dates ??= readDates();
  return dates.get(file.replace(/\\/g, '/').replace(/^\.\//, ''));
}

/** `file` relative to the working directory (the project root), as the engines give it. */
export const gitLastUpdated = (file: string): Date | undefined => datesOf(file)?.last;

/** The date of the commit that added `file` (relative to the project root). */
export const gitFirstCommitted = (file: string): Date | undefined => datesOf(file)?.first;
