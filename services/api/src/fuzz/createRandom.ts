/** A seeded pseudo-random source: the same seed gives the same cases on every run. */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, max). */
  int(max: number): number
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
}

/** A Random from a 32-bit seed (mulberry32: small, fast, good enough to pick fuzz cases). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  }
}
