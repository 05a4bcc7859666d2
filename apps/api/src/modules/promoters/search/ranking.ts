/**
 * Relevance exactly as the SQL path computes it (promoter-search.repository.ts, scoreExpr), so
 * both paths rank alike: each word's pg_trgm strict word similarity, plus PostgreSQL's
 * `ts_rank(search_tsv, 'w1:* | w2:*')` (tsrank.c, calc_rank_or, default weights, no
 * normalisation), with PostgreSQL's float4 (`real`) rounding where it has it.
 */

const f32 = Math.fround
/** ts_rank's default weights for D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f32)
const WEIGHT_OF: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 }

/**
 * One lexeme's share of calc_rank_or, from its positions as `search_tsv::text` prints them
 * (`3,21` or `5A,7`; none means one position of weight D).
 */
export function lexemeRank(positions: string | undefined): number {
  const weights = positions
    ? positions.split(',').map((p) => WEIGHTS[WEIGHT_OF[p.slice(-1)] ?? 0]!)
    : [WEIGHTS[0]!]
  let resj = 0
  let wjm = -1
  let jm = 0
  weights.forEach((w, j) => {
    resj = f32(resj + f32(w / ((j + 1) * (j + 1))))
    if (w > wjm) {
      wjm = w
      jm = j
    }
  })
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685
}

/** The query's operands as ts_rank walks them: distinct, in byte order. */
export function rankWords(words: string[]): string[] {
  return [...new Set(words)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
}

/** ts_rank of a document's lexemes (in tsvector order, with lexemeRank of each) for `w:*` ORed. */
export function tsRank(words: string[], lexemes: string[], ranks: number[]): number {
  if (!words.length || !lexemes.length) return 0
  let res = 0
  for (const w of words)
    for (let i = 0; i < lexemes.length; i++)
      if (lexemes[i]!.startsWith(w)) res = f32(res + ranks[i]!)
  return f32(res / words.length)
}

/** A part of the relevance sum: the integer 1 of a resolved word, or a `real`. */
export type ScorePart = { value: number; int: boolean }

/**
 * `p1 + p2 + … ` left to right with PostgreSQL's types: int + int stays an integer, real + real
 * is rounded to real, anything with an integer and a real is double precision (float84pl).
 */
export function sqlSum(parts: ScorePart[]): number {
  let acc: { value: number; type: 'int' | 'real' | 'double' } | null = null
  for (const p of parts) {
    const type = p.int ? 'int' : 'real'
    if (!acc) acc = { value: p.value, type }
    else if (acc.type === type)
      acc = { value: type === 'real' ? f32(acc.value + p.value) : acc.value + p.value, type }
    else acc = { value: acc.value + p.value, type: 'double' }
  }
  return acc?.value ?? 0
}
