import { LRUCache } from 'lru-cache'
import type { ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import type { DbOrTx } from '../../../platform/db/database.ts'
import { SyncedIndex, type SyncedIndexOptions } from '../../../platform/db/synced-index.ts'
import {
  PRODUCT_KEY,
  SUPPLIER_KEY,
  productIndexRepository,
  type ProductIndexRow,
} from './product-index.repository.ts'
import { ProductColumns, type ProductDoc } from './product-columns.ts'
import {
  byNewest,
  byRating,
  findProducts,
  SortedSlots,
  type MatchPlan,
} from './product-matching.ts'

/**
 * The public product search served from memory (ADR 0078), as the promoter search is (ADR 0018):
 * PostgreSQL stays the system of record; the index loads every active product once, then before
 * each search reads the change log migration 0028's triggers write and reloads what it names, so
 * a search sees everything committed before it started, in this process or any other. A full
 * reload every half hour is the safety net. The rules are the SQL path's (product-matching.ts);
 * the name order follows the database's collation, so that sort stays in SQL.
 */

/** The sorts the index answers (the name order is the database's collation: SQL answers it). */
export function servedFromMemory(sort: ProductSort): boolean {
  return sort !== 'name'
}

/** Changed products kept loose before the index is loaded whole again (see `reload`). */
const LOOSE_MIN = 5_000

/** Folded query words kept (a word is folded by the database once). */
const FOLDED_WORDS = 10_000

function toDoc(r: ProductIndexRow): ProductDoc {
  return {
    slot: -1,
    id: r.id,
    supplierId: r.supplier_id,
    searchDoc: r.search_doc,
    nameFolded: r.name_folded,
    categoryId: r.category_id,
    subs: r.subs,
    colors: r.colors,
    materials: r.materials,
    rating: r.rating === null ? null : Number(r.rating),
    createdAt: Number(r.created_at),
  }
}

export interface ProductIndexFilter {
  words: string[]
  sort: ProductSort
  category?: { id: string; parentId: string | null } | null
  colorId?: string
  materialId?: string
  supplierId?: string
}

export class ProductSearchIndex extends SyncedIndex {
  private docs = new Map<string, ProductDoc>()
  private columns = new ProductColumns()
  private byRating = new SortedSlots(byRating)
  private byNewest = new SortedSlots(byNewest)
  private readonly folded = new LRUCache<string, string>({ max: FOLDED_WORDS })

  constructor(
    private readonly db: DbOrTx,
    options: SyncedIndexOptions = {},
  ) {
    super('product-index', 'product search index', productIndexRepository(db).changeLog(), options)
  }

  get size() {
    return this.docs.size
  }

  protected async loadAll() {
    const repo = productIndexRepository(this.db)
    const [rows, visible] = [await repo.documents(), await repo.visibleSuppliers()]
    const docs = new Map<string, ProductDoc>()
    const columns = new ProductColumns()
    // Slots in rating order: the walk of the usual sorts then reads the columns front to back.
    for (const doc of rows.map(toDoc).sort(byRating)) {
      doc.slot = columns.put(doc)
      docs.set(doc.id, doc)
    }
    for (const id of visible) columns.setVisible(id, true)
    columns.pack()
    const rating = new SortedSlots(byRating)
    const newest = new SortedSlots(byNewest)
    rating.reset([...docs.values()])
    newest.reset([...docs.values()])
    this.docs = docs
    this.columns = columns
    this.byRating = rating
    this.byNewest = newest
  }

  protected async reload(keys: string[]) {
    const repo = productIndexRepository(this.db)
    const productIds = keys.filter((k) => k.startsWith(PRODUCT_KEY)).map((k) => k.slice(2))
    const supplierIds = keys.filter((k) => k.startsWith(SUPPLIER_KEY)).map((k) => k.slice(2))
    const rows = productIds.length ? await repo.documents(productIds) : []
    const visible = supplierIds.length ? new Set(await repo.visibleSuppliers(supplierIds)) : null
    for (const id of productIds) this.drop(id)
    for (const r of rows) {
      const doc = toDoc(r)
      doc.slot = this.columns.put(doc)
      this.docs.set(doc.id, doc)
      this.byRating.insert(doc)
      this.byNewest.insert(doc)
    }
    for (const id of supplierIds) this.columns.setVisible(id, visible?.has(id) ?? false)
    // Products changed since the load are checked one by one on every text search: past a tenth
    // of the catalogue, the next sync packs everything again.
    if (this.columns.loose.size > Math.max(LOOSE_MIN, this.docs.size / 10)) this.loadAllNext()
  }

  private drop(id: string) {
    const old = this.docs.get(id)
    if (!old) return
    this.byRating.remove(old)
    this.byNewest.remove(old)
    this.columns.drop(old.slot)
    this.docs.delete(id)
  }

  /**
   * The words as `galera_unaccent` folds them: plain ASCII is only lower-cased (the unaccent
   * rules leave it as it is); any other word is folded by the database once and kept.
   */
  private async fold(words: string[]): Promise<string[]> {
    const out = new Map<string, string>()
    const missing: string[] = []
    for (const w of words) {
      // eslint-disable-next-line no-control-regex
      if (/^[\x00-\x7f]*$/.test(w)) out.set(w, w.toLowerCase())
      else {
        const kept = this.folded.get(w)
        if (kept === undefined) missing.push(w)
        else out.set(w, kept)
      }
    }
    if (missing.length) {
      const folded = await productIndexRepository(this.db).fold(missing)
      missing.forEach((w, i) => {
        out.set(w, folded[i]!)
        this.folded.set(w, folded[i]!)
      })
    }
    return words.map((w) => out.get(w)!)
  }

  /** One page of product ids in order, and the matches counted (see findProducts). */
  async search(
    filter: ProductIndexFilter,
    page: { offset: number; size: number; cap: number },
  ): Promise<{ ids: string[]; counted: number }> {
    const words = await this.fold(filter.words)
    await this.sync()
    const plan: MatchPlan = {
      ...page,
      words,
      namedFirst: filter.sort === 'relevance' && words.length > 0,
      category: filter.category,
      colorId: filter.colorId,
      materialId: filter.materialId,
      supplierId: filter.supplierId,
    }
    const order = filter.sort === 'newest' ? this.byNewest : this.byRating
    return findProducts(this.columns, order.slots, plan)
  }
}
