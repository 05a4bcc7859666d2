import type { Doc } from './documents.ts'
import { gramsOf } from './trigrams.ts'

export type Postings = Map<string, Set<Doc>>

function post(map: Postings, key: string | null, doc: Doc) {
  if (key === null) return
  let set = map.get(key)
  if (!set) map.set(key, (set = new Set()))
  set.add(doc)
}
function unpost(map: Postings, key: string | null, doc: Doc) {
  if (key === null) return
  const set = map.get(key)
  if (!set) return
  set.delete(doc)
  if (!set.size) map.delete(key)
}

/** Posting lists: which promoters hold a category, a place, a UF, a word, a description lexeme. */
export class Postings5 {
  byCategory: Postings = new Map()
  byPlace: Postings = new Map()
  byUf: Postings = new Map()
  byWord: Postings = new Map()
  byLexeme: Postings = new Map()
  /** Each posting list also as an array of slots, rebuilt after it changes (walks read these). */
  private arrays = new Map<Postings, Map<string, Int32Array>>()
  slots(map: Postings, key: string): Int32Array {
    let cache = this.arrays.get(map)
    if (!cache) this.arrays.set(map, (cache = new Map()))
    let arr = cache.get(key)
    if (!arr) {
      const set = map.get(key)
      arr = new Int32Array(set ? set.size : 0)
      let i = 0
      if (set) for (const d of set) arr[i++] = d.slot
      cache.set(key, arr)
    }
    return arr
  }
  private touch(map: Postings, key: string | null) {
    if (key !== null) this.arrays.get(map)?.delete(key)
  }
  /** Trigram → the words of byWord that have it, so a loose word is compared with few words. */
  byGram = new Map<string, Set<string>>()
  private addWord(word: string) {
    if (this.byWord.has(word)) return
    for (const g of gramsOf(word)) {
      let set = this.byGram.get(g)
      if (!set) this.byGram.set(g, (set = new Set()))
      set.add(word)
    }
  }
  private dropWord(word: string) {
    if (this.byWord.has(word)) return
    for (const g of gramsOf(word)) {
      const set = this.byGram.get(g)
      set?.delete(word)
      if (set && !set.size) this.byGram.delete(g)
    }
  }
  private touchAll(d: Doc) {
    this.touch(this.byCategory, d.categoryId)
    this.touch(this.byPlace, d.placeKey)
    this.touch(this.byUf, d.uf)
    for (const w of d.docWords) this.touch(this.byWord, w.word)
    for (const l of d.lexemes) this.touch(this.byLexeme, l)
  }
  add(d: Doc) {
    this.touchAll(d)
    for (const w of d.docWords) this.addWord(w.word)
    post(this.byCategory, d.categoryId, d)
    post(this.byPlace, d.placeKey, d)
    post(this.byUf, d.uf, d)
    for (const w of d.docWords) post(this.byWord, w.word, d)
    for (const l of d.lexemes) post(this.byLexeme, l, d)
  }
  remove(d: Doc) {
    this.touchAll(d)
    unpost(this.byCategory, d.categoryId, d)
    unpost(this.byPlace, d.placeKey, d)
    unpost(this.byUf, d.uf, d)
    for (const w of d.docWords) unpost(this.byWord, w.word, d)
    for (const w of d.docWords) this.dropWord(w.word)
    for (const l of d.lexemes) unpost(this.byLexeme, l, d)
  }
}
