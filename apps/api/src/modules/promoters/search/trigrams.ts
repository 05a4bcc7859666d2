/**
 * Words compared the way PostgreSQL does it (ADR 0015, 0018): galera_unaccent() folding and
 * pg_trgm trigrams and similarity. Shared by the search dictionary (promoter-search.service.ts)
 * and the in-process index, so both paths measure a word alike.
 */

/** Same folding as galera_unaccent(): no accents, lower case. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** pg_trgm's trigrams of one word: `"  w"`, `" wo"`, …, `"rd "`. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/** Like pg_trgm `similarity` of two single words (shared trigrams / all trigrams). */
export function wordSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const t of a) if (b.has(t)) shared++
  return shared / (a.size + b.size - shared)
}

/** The threshold pg_trgm uses for `<<%` (strict_word_similarity_threshold). */
export const WORD_SIMILARITY = 0.5

const wordGrams = new Map<string, Set<string>>()
/** trigrams(word), cached for the words of the index (up to 200,000 words). */
export function gramsOf(word: string) {
  let g = wordGrams.get(word)
  if (!g) {
    g = trigrams(word)
    if (wordGrams.size < 200_000) wordGrams.set(word, g)
  }
  return g
}

/** trigrams(word) in order, repeats kept (pg_trgm's generate_trgm_only for one word). */
function gramList(word: string): string[] {
  const padded = `  ${word} `
  const out: string[] = []
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3))
  return out
}

/**
 * pg_trgm's `strict_word_similarity(word, doc)` step by step (trgm_op.c, calc_word_similarity and
 * iterate_word_similarity with WORD_SIMILARITY_STRICT), `doc` given as its words: the best of
 * the extents it tries, and an extent may span several words ("santo andre" is closer to
 * "atendimento" than either word), so it is not the best single word. float4 like pg_trgm.
 */
export function strictWordSimilarity(grams: Set<string>, docWords: readonly string[]): number {
  const ulen1 = grams.size
  const ids = new Map<string, number>()
  const found: boolean[] = []
  const index: number[] = []
  const left: boolean[] = []
  const right: boolean[] = []
  let shared = false
  for (const w of docWords) {
    const list = gramList(w)
    list.forEach((g, k) => {
      let id = ids.get(g)
      if (id === undefined) {
        id = ids.size
        ids.set(g, id)
        found.push(grams.has(g))
      }
      if (found[id]) shared = true
      index.push(id)
      left.push(k === 0)
      right.push(k === list.length - 1)
    })
  }
  if (!shared) return 0
  const f32 = Math.fround
  const sml = (count: number, ulen2: number) => f32(count / (ulen1 + ulen2 - count))
  const lastpos = new Array<number>(ids.size).fill(-1)
  let ulen2 = 0
  let count = 0
  let lower = 0
  let max = 0
  for (let i = 0; i < index.length; i++) {
    const t = index[i]!
    if (lastpos[t]! < 0) {
      ulen2++
      if (found[t]) count++
    }
    lastpos[t] = i
    if (!right[i]) continue
    const upper = i
    let cur = sml(count, ulen2)
    // Also try to move the lower bound (to a word start) for a greater similarity.
    let tmpCount = count
    let tmpUlen2 = ulen2
    const prevLower = lower
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      if (left[tmpLower]) {
        const s = sml(tmpCount, tmpUlen2)
        if (s > cur) {
          cur = s
          ulen2 = tmpUlen2
          lower = tmpLower
          count = tmpCount
        }
      }
      const tt = index[tmpLower]!
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--
        if (found[tt]) tmpCount--
      }
    }
    max = Math.max(max, cur)
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = index[tmpLower]!
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1
    }
  }
  return max
}
