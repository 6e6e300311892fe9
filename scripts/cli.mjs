// The scripts' command-line flags: `--name value`.

/** The value after `--name` on the command line, or the fallback. */
export function cliArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
