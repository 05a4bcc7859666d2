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
