// The built pages: every .html file under a build folder, for the post-build passes.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Paths of the .html files under `dir`; `skip` lists top-level folders to leave out. */
export function htmlFiles(dir: string, skip: readonly string[] = []): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) return skip.includes(relative(dir, full)) ? [] : walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  return walk(dir);
}
