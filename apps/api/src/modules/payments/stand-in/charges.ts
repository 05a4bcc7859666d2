import type { AsaasPayment } from '../asaas.client.ts'

/** A charge as the stand-in keeps it: Asaas's payment plus what only the stand-in needs. */
export interface Charge extends AsaasPayment {
  pixPayload: string
  refunded: number
  /** YYYY-MM-DD (Asaas's `dateCreated` of a payment). */
  dateCreated: string
}

/**
 * The charges by id, in creation order. The list call's filtered views (newest first) are kept
 * until a charge is added, replaced, removed or deleted (`changed()`): a page is then a slice,
 * and reading 100,000 charges a page at a time costs one pass, as Asaas's own paging does.
 */
export class ChargeMap extends Map<string, Charge> {
  private views = new Map<string, Charge[]>()
  override set(id: string, charge: Charge) {
    this.views.clear()
    return super.set(id, charge)
  }
  override delete(id: string) {
    this.views.clear()
    return super.delete(id)
  }
  override clear() {
    this.views.clear()
    super.clear()
  }
  /** A charge's listed fields changed in place (it was deleted). */
  changed() {
    this.views.clear()
  }
  /** Listed charges, newest first: not deleted, of one reference and created since a day if given. */
  listed(ref: string | null, from: string | null): readonly Charge[] {
    const key = `${ref ?? ''}\u0000${from ?? ''}`
    let view = this.views.get(key)
    if (!view) {
      if (this.views.size > 100) this.views.clear()
      view = [...this.values()]
        .filter((c) => !c.deleted)
        .filter((c) => ref === null || c.externalReference === ref)
        .filter((c) => from === null || c.dateCreated >= from)
        .reverse()
      this.views.set(key, view)
    }
    return view
  }
}

export type PayMethod = 'pix' | 'card' | 'boleto'
export const BILLING: Record<PayMethod, string> = {
  pix: 'PIX',
  card: 'CREDIT_CARD',
  boleto: 'BOLETO',
}
export const payMethod = (v: unknown): PayMethod => (v === 'card' || v === 'boleto' ? v : 'pix')

/** A charge as the API answers it (without the stand-in's own fields). */
export const publicCharge = ({ pixPayload: _p, refunded: _r, ...c }: Charge) => ({
  ...c,
  refunds: c.refunds ?? null,
})
