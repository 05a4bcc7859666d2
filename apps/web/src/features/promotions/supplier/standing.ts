import type { SupplierAdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatDate, type AppLocale } from '@galera/shared/format/date.ts'

export type Standing = 'leading' | 'outbid' | 'won' | 'awaitingPayment' | 'offerExpired' | 'lost'

type StandingInput = Pick<
  SupplierAdAuctionDto,
  'won' | 'leading' | 'myHighestBidCents' | 'phase' | 'payment'
>

/** The supplier's own offer of the slot that expired unpaid (ADR 0060), if any. */
export function myExpiredOffer(a: Pick<SupplierAdAuctionDto, 'payment'>) {
  const p = a.payment
  if (!p) return null
  return (
    [...p.passedOn, p.current].find(
      (o) => o.mine && o.status !== 'pending' && o.status !== 'paid',
    ) ?? null
  )
}

/**
 * The supplier's place in an auction: null until it bids. A won slot waits for its payment
 * before it is simply "won" (ADR 0064); an offer it let expire reads so.
 */
export function standingOf(a: StandingInput): Standing | null {
  if (a.won) return a.payment?.state === 'awaiting_payment' ? 'awaitingPayment' : 'won'
  if (myExpiredOffer(a)) return 'offerExpired'
  if (a.myHighestBidCents === null) return null
  if (a.phase === 'closed' || a.phase === 'cancelled') return 'lost'
  return a.leading ? 'leading' : 'outbid'
}

export const STANDING_COLOR: Record<Standing, string> = {
  leading: 'teal',
  outbid: 'orange',
  won: 'green',
  awaitingPayment: 'yellow',
  offerExpired: 'red',
  lost: 'gray',
}

export const PHASE_COLOR = {
  upcoming: 'blue',
  open: 'teal',
  closed: 'gray',
  cancelled: 'red',
} as const

export const SLOT_COLOR = {
  awaiting_payment: 'yellow',
  paid: 'green',
  unsold: 'gray',
  withdrawn: 'red',
} as const

export const AD_STATUS_COLOR = {
  scheduled: 'blue',
  online: 'green',
  offline: 'gray',
  cancelled: 'red',
  deleted: 'red',
} as const

/** An ad day (`YYYY-MM-DD`, a São Paulo calendar day) as the user reads dates; never shifted. */
export function formatDay(day: string, locale: AppLocale): string {
  return formatDate(`${day}T12:00:00Z`, locale, 'UTC')
}
