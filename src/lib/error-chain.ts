// An error and its causes (`error.cause`, recursively) as plain entries for the crash screen.
export interface ErrorEntry {
  name: string;
  message: string;
}

function toEntry(value: unknown): ErrorEntry {
  if (value instanceof Error) return { name: value.name || 'Error', message: value.message };
  if (typeof value === 'string') return { name: 'Error', message: value };
  try {
    return { name: 'Error', message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { name: 'Error', message: String(value) };
  }
}

/** The error first, then each cause; stops at `max` entries and on cycles. */
export function errorChain(error: unknown, max = 10): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && out.length < max && !seen.has(current)) {
    seen.add(current);
    out.push(toEntry(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}
