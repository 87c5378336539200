// A small seeded PRNG (mulberry32) and helpers. Math.random and crypto are avoided on purpose: the
// demo catalogue must be identical for the same seed, ids included, so benchmarks and screenshots
// are reproducible.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight (weights need not sum to 1). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items in random order (all of them when count >= items.length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A valid RFC 4122 version-4 UUID built from this stream. */
  uuid(): string;
  /** A 32-bit integer, e.g. to seed another generator. */
  uint32(): number;
}

/** Mixes a seed with a label so independent streams (universities, opportunities, accounts) never overlap. */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => uint32() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (n: number): string => n.toString(16).padStart(8, '0');

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    uuid() {
      const a = uint32();
      const b = (uint32() & 0xffff0fff) | 0x00004000; // version 4
      const c = (uint32() & 0x3fffffff) | 0x80000000; // variant 10xx
      const d = uint32();
      const s = hex(a) + hex(b >>> 0) + hex(c >>> 0) + hex(d);
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    uint32,
  };
}
