import type { SupplierAdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatDate, type AppLocale } from '@galera/shared/format/date.ts'

export type Standing = 'leading' | 'outbid' | 'won' | 'lost'

/** The supplier's place in an auction: null until it bids. */
export function standingOf(
  a: Pick<SupplierAdAuctionDto, 'won' | 'leading' | 'myHighestBidCents' | 'phase'>,
): Standing | null {
  if (a.won) return 'won'
  if (a.myHighestBidCents === null) return null
  if (a.phase === 'closed' || a.phase === 'cancelled') return 'lost'
  return a.leading ? 'leading' : 'outbid'
}

export const STANDING_COLOR: Record<Standing, string> = {
  leading: 'teal',
  outbid: 'orange',
  won: 'green',
  lost: 'gray',
}

export const PHASE_COLOR = {
  upcoming: 'blue',
  open: 'teal',
  closed: 'gray',
  cancelled: 'red',
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
