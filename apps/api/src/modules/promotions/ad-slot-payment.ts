import type { AdOfferDto, AdPaymentStatus, AdSlotPaymentDto } from '@galera/shared'

export interface OfferRow {
  supplierId: string
  name: string
  amountCents: number
  status: string
  deadline: Date
  paidAt: Date | null
}

/**
 * Where an auction's slot stands with its payment (ADR 0060, ADR 0064), from its offers oldest
 * first: the offer in force (pending or paid; at most one, a partial unique index) or else the
 * last one, and the offers before it, each of which expired unpaid and passed the slot on.
 * `viewerId` is the reading supplier (undefined for admins): a supplier sees only its own name.
 */
export function slotPayment(
  offers: OfferRow[],
  adCancelled: boolean,
  viewerId?: string,
): AdSlotPaymentDto | null {
  if (!offers.length) return null
  let i = offers.findIndex((o) => o.status === 'pending' || o.status === 'paid')
  if (i < 0) i = offers.length - 1
  const current = offers[i]!
  const dto = (o: OfferRow): AdOfferDto => {
    const mine = viewerId !== undefined && o.supplierId === viewerId
    return {
      payer: viewerId === undefined || mine ? { supplierId: o.supplierId, name: o.name } : null,
      mine,
      amountCents: o.amountCents,
      deadline: o.deadline.toISOString(),
      status: o.status as AdPaymentStatus,
      paidAt: o.paidAt?.toISOString() ?? null,
    }
  }
  const state =
    current.status === 'pending'
      ? 'awaiting_payment'
      : current.status === 'paid'
        ? 'paid'
        : adCancelled
          ? 'withdrawn'
          : 'unsold'
  return { state, current: dto(current), passedOn: offers.slice(0, i).map(dto) }
}
