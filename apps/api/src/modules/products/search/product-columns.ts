/** An active product as the index holds it. */
export interface ProductDoc {
  /** Its slot in the columns. */
  slot: number
  id: string
  supplierId: string
  searchDoc: string
  nameFolded: string
  categoryId: string
  subs: string[]
  colors: string[]
  materials: string[]
  rating: number | null
  /** Microseconds since the epoch. */
  createdAt: number
}

const EMPTY = new Int32Array(0)

/** The trigram of `text` at `i` as one number (three UTF-16 units, 16 bits each). */
function trigramAt(text: string, i: number): number {
  return (
    text.charCodeAt(i) * 4_294_967_296 + text.charCodeAt(i + 1) * 65_536 + text.charCodeAt(i + 2)
  )
}

/** A set of slots, one bit each. */
export class SlotBits {
  words = new Uint32Array(0)
  has(slot: number) {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0
  }
  set(slot: number, on: boolean) {
    if (slot >>> 5 >= this.words.length) {
      const grown = new Uint32Array(Math.max(64, this.words.length * 2, (slot >>> 5) + 1))
      grown.set(this.words)
      this.words = grown
    }
    const w = slot >>> 5
    const bit = 1 << (slot & 31)
    this.words[w] = on ? this.words[w]! | bit : this.words[w]! & ~bit
  }
}

/**
 * The index's products by slot (ADR 0078): the search text in slot order, so a scan reads the
 * strings where they were loaded, one after another; the category and supplier as numbers; the
 * subcategories, colours and materials as one bit set per id. A search walks the slots in the
 * sort's order and reads these small arrays, not product objects spread over the heap (a walk
 * over 90,000 objects in rating order took 30 ms, cache misses mostly; this one a few).
 */
export class ProductColumns {
  /** The product in each slot (undefined once dropped). */
  docs: (ProductDoc | undefined)[] = []
  text: string[] = []
  /** Each slot's folded name (`galera_unaccent(name)`), for the relevance tier. */
  names: string[] = []
  category = new Int32Array(0)
  supplier = new Int32Array(0)
  readonly members = new Map<string, SlotBits>()
  readonly categoryCodes = new Map<string, number>()
  readonly supplierCodes = new Map<string, number>()
  /** Visible suppliers by code. */
  visible = new Uint8Array(0)
  /**
   * The slots whose text holds each trigram (three UTF-16 units), as of `pack`;
   * `loose` holds the slots put since, whose texts the postings may not know.
   */
  private postings = new Map<number, Int32Array>()
  readonly loose = new Set<number>()
  private free: number[] = []

  codeOf(map: Map<string, number>, key: string) {
    let c = map.get(key)
    if (c === undefined) map.set(key, (c = map.size))
    return c
  }

  get slots() {
    return this.docs.length
  }

  private hits = new Uint8Array(0)
  /** A zeroed array of one byte per slot, shared by searches (each clears what it set). */
  scratch(): Uint8Array {
    if (this.hits.length < this.docs.length)
      this.hits = new Uint8Array(Math.max(1024, this.docs.length * 2))
    return this.hits
  }

  /** Puts a product in a free slot; its subcategories, colours and materials in their sets. */
  put(doc: ProductDoc): number {
    const slot = this.free.pop() ?? this.docs.length
    if (slot >= this.category.length) {
      const cap = Math.max(1024, this.category.length * 2)
      const category = new Int32Array(cap)
      category.set(this.category)
      const supplier = new Int32Array(cap)
      supplier.set(this.supplier)
      this.category = category
      this.supplier = supplier
    }
    this.docs[slot] = doc
    this.text[slot] = doc.searchDoc
    this.names[slot] = doc.nameFolded
    this.loose.add(slot)
    this.category[slot] = this.codeOf(this.categoryCodes, doc.categoryId)
    this.supplier[slot] = this.codeOf(this.supplierCodes, doc.supplierId)
    for (const id of [...doc.subs, ...doc.colors, ...doc.materials]) this.bitsOf(id).set(slot, true)
    return slot
  }

  drop(slot: number) {
    const doc = this.docs[slot]
    if (!doc) return
    for (const id of [...doc.subs, ...doc.colors, ...doc.materials])
      this.bitsOf(id).set(slot, false)
    this.docs[slot] = undefined
    this.text[slot] = ''
    this.names[slot] = ''
    this.loose.delete(slot)
    this.category[slot] = -1
    this.supplier[slot] = -1
    this.free.push(slot)
  }

  /**
   * Lays the search texts side by side in memory (slices of one string), in slot order: a scan
   * then reads them one after another. Texts put later are strings of their own.
   */
  pack() {
    const joined = this.text.join('\n')
    const names = this.names.join('\n')
    let at = 0
    let nameAt = 0
    const lists = new Map<number, number[]>()
    for (let s = 0; s < this.text.length; s++) {
      const text = this.text[s]!
      for (let i = 0; i + 3 <= text.length; i++) {
        const key = trigramAt(text, i)
        let list = lists.get(key)
        if (!list) lists.set(key, (list = []))
        if (list[list.length - 1] !== s) list.push(s)
      }
      this.text[s] = joined.slice(at, at + text.length)
      at += text.length + 1
      const name = this.names[s]!
      this.names[s] = names.slice(nameAt, nameAt + name.length)
      nameAt += name.length + 1
      // The product keeps the packed copies too: the loaded strings can go.
      const doc = this.docs[s]
      if (doc) {
        doc.searchDoc = this.text[s]!
        doc.nameFolded = this.names[s]!
      }
    }
    this.postings = new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]))
    this.loose.clear()
  }

  /**
   * Marks the slots that may hold every word (a superset): those holding each of the three rarest
   * trigrams among the words, and the loose ones. A candidate's mark is `level`; `clear` resets
   * the marks. Null when no word has three units (every slot is a candidate).
   */
  markCandidates(
    words: string[],
    mark: Uint8Array,
  ): { level: number; found: number; clear(): void } | null {
    const lists = new Map<number, Int32Array>()
    for (const w of words)
      for (let i = 0; i + 3 <= w.length; i++) {
        const key = trigramAt(w, i)
        lists.set(key, this.postings.get(key) ?? EMPTY)
      }
    if (!lists.size) return null
    const rarest = [...lists.values()].sort((a, b) => a.length - b.length).slice(0, 3)
    const first = rarest[0]!
    for (let i = 0; i < first.length; i++) mark[first[i]!] = 1
    let found = first.length
    for (let k = 1; k < rarest.length; k++) {
      const list = rarest[k]!
      found = 0
      for (let i = 0; i < list.length; i++) {
        const s = list[i]!
        if (mark[s] === k) {
          mark[s] = k + 1
          found++
        }
      }
    }
    const level = rarest.length
    for (const s of this.loose) mark[s] = level
    return {
      level,
      found: found + this.loose.size,
      clear: () => {
        for (let i = 0; i < first.length; i++) mark[first[i]!] = 0
        for (const s of this.loose) mark[s] = 0
      },
    }
  }

  bitsOf(id: string): SlotBits {
    let bits = this.members.get(id)
    if (!bits) this.members.set(id, (bits = new SlotBits()))
    return bits
  }

  setVisible(supplierId: string, on: boolean) {
    const code = this.codeOf(this.supplierCodes, supplierId)
    if (code >= this.visible.length) {
      const grown = new Uint8Array(Math.max(256, this.visible.length * 2, code + 1))
      grown.set(this.visible)
      this.visible = grown
    }
    this.visible[code] = on ? 1 : 0
  }
}
