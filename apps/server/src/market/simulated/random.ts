/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence. */
export type Random = {
  /** 0 <= x < 1 */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** A number in [min, max), uniform on a log scale (prices, ranks: many small, few large). */
  logRange(min: number, max: number): number;
  /** A standard normal deviate (Box-Muller). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    logRange: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

/** A 32-bit hash of a string and a salt (FNV-1a), to seed one product's streams. */
export function hash(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
