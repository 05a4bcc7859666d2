import { parseBRL } from '@galera/shared/format/money.ts'
import { DEFAULT_TIME_ZONE } from '@galera/shared/format/date.ts'
import { zonedToUtc } from '@galera/shared/jobs/event-time.ts'
import {
  AdAuctionInputSchema,
  BannerInputSchema,
  type AdAuctionDto,
  type AdAuctionInput,
  type AdKind,
  type AdPosition,
  type BannerDto,
  type BannerInput,
} from '@galera/shared/promotions/promotion.schemas.ts'

/**
 * The admin's auction and banner forms as plain text values and pure functions: the inputs hold
 * text ("1.234,56", "2026-12-01T18:00" in São Paulo wall time), the bodies carry centavos and ISO
 * instants, and the shared schemas give the field messages (i18n keys) before anything is sent.
 */

export type FieldErrors = Record<string, string>

export interface PickedArt {
  id: string
  url: string
}

export interface AuctionFormValues {
  kind: AdKind
  name: string
  details: string
  categoryId: string | null
  product: { id: string; label: string } | null
  position: AdPosition
  slideOrder: string
  minBid: string
  increment: string
  /** `YYYY-MM-DDTHH:MM`, São Paulo wall time (a native datetime-local input). */
  bidsOpenAt: string
  bidsCloseAt: string
  startsOn: string
  endsOn: string
  example: PickedArt | null
}

export const EMPTY_AUCTION: AuctionFormValues = {
  kind: 'company',
  name: '',
  details: '',
  categoryId: null,
  product: null,
  position: 'top',
  slideOrder: '1',
  minBid: '',
  increment: '',
  bidsOpenAt: '',
  bidsCloseAt: '',
  startsOn: '',
  endsOn: '',
  example: null,
}

/** Centavos as the inputs show them: 123456 → "1.234,56". */
export function centsToText(cents: number): string {
  const [int, dec] = (cents / 100).toFixed(2).split('.')
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`
}

/** Text that is not money stays a wrong number (NaN) so the schema refuses it. */
function money(text: string): number | undefined {
  if (text.trim() === '') return undefined
  return parseBRL(text) ?? Number.NaN
}

function int(text: string): number | undefined {
  if (text.trim() === '') return undefined
  return /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN
}

/** `2026-12-01T18:00` in São Paulo → ISO instant; '' when the text is not a wall time. */
export function wallToInstant(text: string, timeZone = DEFAULT_TIME_ZONE): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(text)
  if (!m) return ''
  const d = zonedToUtc(m[1]!, m[2]!, timeZone)
  return Number.isNaN(d.getTime()) ? '' : d.toISOString()
}

/** An ISO instant → `YYYY-MM-DDTHH:MM` in São Paulo wall time (for the datetime-local input). */
export function instantToWall(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

export function auctionBody(v: AuctionFormValues): AdAuctionInput {
  return {
    kind: v.kind,
    name: v.name,
    details: v.details,
    categoryId: v.kind === 'category' ? v.categoryId : null,
    productId: v.kind === 'product' ? (v.product?.id ?? null) : null,
    position: v.position,
    slideOrder: int(v.slideOrder) as number,
    minBidCents: money(v.minBid) as number,
    incrementCents: money(v.increment) as number,
    bidsOpenAt: wallToInstant(v.bidsOpenAt),
    bidsCloseAt: wallToInstant(v.bidsCloseAt),
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    exampleImageId: v.example?.id ?? null,
  }
}

const REQUIRED_TEXT: Record<string, (v: AuctionFormValues) => string> = {
  bidsOpenAt: (v) => v.bidsOpenAt,
  bidsCloseAt: (v) => v.bidsCloseAt,
  startsOn: (v) => v.startsOn,
  endsOn: (v) => v.endsOn,
}

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** The body to send, or the field messages (i18n keys, with `|param=` as zod messages carry). */
export function validateAuction(
  v: AuctionFormValues,
): { ok: true; body: AdAuctionInput } | { ok: false; errors: FieldErrors } {
  const body = auctionBody(v)
  const parsed = AdAuctionInputSchema.safeParse(body)
  if (parsed.success) return { ok: true, body }
  const errors = issuesToErrors(parsed.error.issues)
  // An empty date says "required", not "invalid date".
  for (const [field, read] of Object.entries(REQUIRED_TEXT))
    if (errors[field] && read(v).trim() === '') errors[field] = 'validation.required'
  return { ok: false, errors }
}

export function auctionValuesFrom(a: AdAuctionDto): AuctionFormValues {
  return {
    kind: a.kind,
    name: a.name,
    details: a.details,
    categoryId: a.category?.id ?? null,
    product: a.product
      ? { id: a.product.id, label: `${a.product.name} (${a.product.code})` }
      : null,
    position: a.position,
    slideOrder: String(a.slideOrder),
    minBid: centsToText(a.minBidCents),
    increment: centsToText(a.incrementCents),
    bidsOpenAt: instantToWall(a.bidsOpenAt),
    bidsCloseAt: instantToWall(a.bidsCloseAt),
    startsOn: a.startsOn,
    endsOn: a.endsOn,
    example:
      a.exampleImageId && a.exampleImageUrl
        ? { id: a.exampleImageId, url: a.exampleImageUrl }
        : null,
  }
}

// ---- Banners ------------------------------------------------------------------------------------

export interface BannerFormValues {
  title: string
  companyId: string | null
  categoryId: string | null
  product: { id: string; label: string } | null
  startsOn: string
  endsOn: string
  link: string
  position: AdPosition
  slideOrder: string
  desktop: PickedArt | null
  mobile: PickedArt | null
}

export const EMPTY_BANNER: BannerFormValues = {
  title: '',
  companyId: null,
  categoryId: null,
  product: null,
  startsOn: '',
  endsOn: '',
  link: '',
  position: 'top',
  slideOrder: '1',
  desktop: null,
  mobile: null,
}

export function bannerBody(v: BannerFormValues): BannerInput {
  return {
    title: v.title,
    companyId: v.companyId,
    categoryId: v.categoryId,
    productId: v.product?.id ?? null,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    link: v.link.trim(),
    desktopImageId: v.desktop?.id ?? null,
    mobileImageId: v.mobile?.id ?? null,
    position: v.position,
    slideOrder: int(v.slideOrder) as number,
  }
}

export function validateBanner(
  v: BannerFormValues,
): { ok: true; body: BannerInput } | { ok: false; errors: FieldErrors } {
  const body = bannerBody(v)
  const parsed = BannerInputSchema.safeParse(body)
  if (parsed.success) return { ok: true, body }
  const errors = issuesToErrors(parsed.error.issues)
  if (errors.startsOn && v.startsOn === '') errors.startsOn = 'validation.required'
  if (errors.endsOn && v.endsOn === '') errors.endsOn = 'validation.required'
  return { ok: false, errors }
}

export function bannerValuesFrom(b: BannerDto): BannerFormValues {
  return {
    title: b.title,
    companyId: b.company?.id ?? null,
    categoryId: b.category?.id ?? null,
    product: b.product ? { id: b.product.id, label: b.product.name } : null,
    startsOn: b.startsOn,
    endsOn: b.endsOn,
    link: b.link ?? '',
    position: b.position,
    slideOrder: String(b.slideOrder),
    desktop: { id: b.desktop.imageId, url: b.desktop.url },
    mobile: { id: b.mobile.imageId, url: b.mobile.url },
  }
}
