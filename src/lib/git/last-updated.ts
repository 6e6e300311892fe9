// Last commit date of a file from git (build time). Missing git or an untracked file
// gives undefined instead of failing the build.
import { execFileSync } from 'node:child_process';

const cache = new Map<string, Date | undefined>();

export function gitLastUpdated(file: string): Date | undefined {
  if (cache.has(file)) return cache.get(file);
  let date: Date | undefined;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    date = out ? new Date(Number(out) * 1000) : undefined;
  } catch {
    date = undefined;
  }
  cache.set(file, date);
  return date;
}
