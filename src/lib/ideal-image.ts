// Ideal image (the reference's plugin-ideal-image): responsive widths, the source picked for
// the reader's screen, and the plugin's states with their zh-CN messages. Pure, unit-tested;
// rendered by src/components/mdx/IdealImage.astro and driven by src/scripts/ideal-image.ts.
import type { LabelKey } from './i18n';

/** The plugin's settings on this site: quality 70, widths from 640 to 1030 in 2 steps. */
export const IDEAL_IMAGE = { quality: 70, min: 640, max: 1030, steps: 2 } as const;

/**
 * The widths to generate: `steps` widths spread evenly from min to max, none wider than the
 * original (a smaller original is used at its own width).
 */
export function idealWidths(original: number, { min, max, steps }: { min: number; max: number; steps: number } = IDEAL_IMAGE): number[] {
  if (!(original > 0)) throw new Error(`Ideal image: the original width must be positive, got ${original}`);
  const count = Math.max(1, Math.floor(steps));
  const all = count === 1 ? [max] : Array.from({ length: count }, (_, i) => Math.round(min + ((max - min) * i) / (count - 1)));
  const fitting = [...new Set(all.filter((w) => w <= original))];
  if (!fitting.length || (original < max && !fitting.includes(original) && original > fitting.at(-1)!)) fitting.push(original);
  return fitting.sort((a, b) => a - b);
}

export interface IdealSource {
  src: string;
  width: number;
}

/** The smallest source at least as wide as the rendered width × device pixel ratio, else the largest. */
export function pickSource<T extends IdealSource>(sources: readonly T[], renderedWidth: number, dpr = 1): T {
  if (!sources.length) throw new Error('Ideal image: no sources');
  const sorted = [...sources].sort((a, b) => a.width - b.width);
  const needed = renderedWidth * (dpr > 0 ? dpr : 1);
  return sorted.find((s) => s.width >= needed) ?? sorted.at(-1)!;
}

/**
 * react-ideal-image's auto-download rule: not with save-data on or on a 2g connection (the
 * reader clicks to load instead).
 */
export function shouldAutoLoad(connection: { saveData?: boolean; effectiveType?: string } | undefined | null): boolean {
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

export type IdealImageState = 'initial' | 'load' | 'loading' | 'loaded' | 'error' | '404' | 'offline';

/** Outcome of fetching the picked source: HTTP status, or null for a network failure. */
export function stateAfterFetch(status: number | null, online: boolean): IdealImageState {
  if (status === null) return online ? 'error' : 'offline';
  if (status === 404) return '404';
  return status >= 200 && status < 300 ? 'loaded' : 'error';
}

/** States the reader can click to (re)try: a failed load, offline, or click-to-load. */
export function isRetryable(state: IdealImageState): boolean {
  return state === 'error' || state === 'offline' || state === 'load';
}

/** The i18n key of each state's message; the other states (before anything, loaded) show none. */
export const MESSAGE_KEYS = {
  load: 'IdealImageMessage.load',
  loading: 'IdealImageMessage.loading',
  error: 'IdealImageMessage.error',
  '404': 'IdealImageMessage.404error',
  offline: 'IdealImageMessage.offline',
} as const satisfies Partial<Record<IdealImageState, LabelKey>>;

let turn: Promise<unknown> = Promise.resolve();
/**
 * Runs `work` once the previous call's work has ended. Astro starts a page's images in page
 * order but emits the component's script with the instance that finishes first: images
 * prepared in turn make that always the first one, so a page's bytes (and its precache
 * revision) do not change from one build to the next.
 */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => undefined);
  return result;
}
