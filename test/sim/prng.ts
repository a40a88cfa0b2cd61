// The simulator's only source of chance: every choice of a run comes from one seed, so a seed replays the run.
// mulberry32: 32 bits of state, fast, and good enough to pick actions (not for anything secret).

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  int(n: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from nothing')
      return items[int(items.length)]!
    },
    chance: (p) => next() < p,
  }
}
