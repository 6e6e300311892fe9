// Running totals of the card endpoint during one build, read by the post-build log. Kept on
// globalThis: the endpoint runs from Vite's bundle, the integration from the config, and the
// two only share the process.

export interface CardStats {
  drawn: number;
  cached: number;
  ms: number;
  bytes: number;
  add(cached: boolean, ms: number, bytes: number): void;
}

const KEY = Symbol.for('dz.socialCardStats');

export function cardStats(): CardStats {
  const store = globalThis as unknown as Record<symbol, CardStats | undefined>;
  store[KEY] ??= {
    drawn: 0,
    cached: 0,
    ms: 0,
    bytes: 0,
    add(cached, ms, bytes) {
      if (cached) this.cached++;
      else this.drawn++;
      this.ms += ms;
      this.bytes += bytes;
    },
  };
  return store[KEY];
}
