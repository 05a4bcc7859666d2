import { Badge } from '@mantine/core'
import {
  type AdSlotState,
  type AdStatus,
  type AuctionPhase,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** Badges never truncate their word in a narrow cell or row. */
const NO_SHRINK = { flexShrink: 0, maxWidth: 'none' } as const

const PHASE_COLOR: Record<AuctionPhase, string> = {
  upcoming: 'blue',
  open: 'teal',
  closed: 'gray',
  cancelled: 'red',
}

const STATUS_COLOR: Record<AdStatus, string> = {
  offline: 'gray',
  online: 'teal',
  scheduled: 'blue',
  cancelled: 'red',
  deleted: 'red',
}

export function PhaseBadge({ phase }: { phase: AuctionPhase }) {
  const { t } = useLocale()
  return (
    <Badge color={PHASE_COLOR[phase]} variant="dot" radius="sm" style={NO_SHRINK}>
      {t(`promotions.phases.${phase}`)}
    </Badge>
  )
}

/** The ad's status in words; its API code (0 offline, 1 online, …) never reaches the screen. */
export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useLocale()
  return (
    <Badge color={STATUS_COLOR[status]} variant="dot" radius="sm" style={NO_SHRINK}>
      {t(`promotions.statuses.${status}`)}
    </Badge>
  )
}

const SLOT_COLOR: Record<AdSlotState, string> = {
  awaiting_payment: 'yellow',
  paid: 'teal',
  unsold: 'gray',
  withdrawn: 'red',
}

/** Where a closed auction's slot stands with its payment (ADR 0064). */
export function SlotBadge({ state }: { state: AdSlotState }) {
  const { t } = useLocale()
  return (
    <Badge
      color={SLOT_COLOR[state]}
      variant="dot"
      radius="sm"
      style={NO_SHRINK}
      data-testid="slot-badge"
      data-state={state}
    >
      {t(`promotions.slot.${state}`)}
    </Badge>
  )
}
