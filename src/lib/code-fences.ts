// Fenced code in Markdown source, line by line: the passes that rewrite or read the source
// before a parser does (descriptions, `{#id}`, MDX compatibility) leave code as written.

export interface FenceTracker {
  /** Whether `line` belongs to fenced code (its opening and closing lines included). */
  step(line: string): boolean;
  /** Whether a fence is open after the lines seen so far. */
  readonly open: boolean;
}

/** A fence opens with 3+ backticks or tildes and closes with the same character, at least as many, alone on its line. */
export function fenceTracker(): FenceTracker {
  let fence = '';
  return {
    step(line) {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = '';
        return true;
      }
      if (marker) fence = marker;
      return Boolean(marker);
    },
    get open() {
      return fence !== '';
    },
  };
}
