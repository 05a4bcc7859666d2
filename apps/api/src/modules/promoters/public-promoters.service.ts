import { ageOnDay, todayInBrazil } from '@galera/shared'
import {
  LATEST_RATINGS,
  RATINGS_PAGE_SIZE,
  type PublicPromoterDto,
  type RatingDto,
  type RatingsPageDto,
  type RatingValue,
} from '@galera/shared/promoters/promoter.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { fileUrl, galleryItemDto, publicShortName } from './promoter-dto.ts'
import {
  publicPromotersRepository,
  type PublicPromoterRow,
  type RatingRow,
} from './public-promoters.repository.ts'

/** How far ahead the public calendar shows blocked days. */
export const AVAILABILITY_MONTHS = 6

const RATER_ROLES = new Set<RatingDto['raterRole']>(['client', 'company', 'promoter', 'supplier'])

/** `2026-11-22` + n months, clamped to the month's last day (`2026-08-31` + 6 → `2027-02-28`). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

export function ratingDto(row: RatingRow): RatingDto {
  const role = row.raterRole as RatingDto['raterRole']
  return {
    id: row.id,
    value: row.value as RatingValue,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    raterName: publicShortName(row.raterName),
    // Admins do not rate through jobs; should one ever appear it shows as a client would.
    raterRole: RATER_ROLES.has(role) ? role : 'client',
  }
}

export function publicPromotersService(ctx: AppContext) {
  const repo = () => publicPromotersRepository(ctx.db)
  const notFound = () => new AppError('PROMOTER_NOT_FOUND')

  /** The listed promoter's row, or null (unknown, inactive, suspended, closed or blocked). */
  async function findListed(id: string): Promise<PublicPromoterRow | null> {
    return (await repo().findListed(id, ctx.clock.now())) ?? null
  }

  async function profile(id: string): Promise<PublicPromoterDto> {
    const now = ctx.clock.now()
    const row = await repo().findListed(id, now)
    if (!row) throw notFound()
    const today = todayInBrazil(now)
    const until = addMonths(today, AVAILABILITY_MONTHS)
    const [gallery, blockedDates, bookedDates, latest] = await Promise.all([
      repo().gallery(id),
      repo().blockedDates(id, today, until),
      repo().bookedDates(id, today, until),
      repo().ratings(id, LATEST_RATINGS, 0),
    ])
    return {
      id: row.id,
      name: row.name,
      age: ageOnDay(row.birthDate, today),
      city: row.city,
      uf: row.uf,
      category: row.categoryId
        ? { id: row.categoryId, namePt: row.categoryNamePt!, nameEn: row.categoryNameEn! }
        : null,
      gender: row.gender,
      heightCm: row.heightCm,
      weightKg: row.weightKg,
      shoeSize: row.shoeSize,
      hair: row.hair,
      eyes: row.eyes,
      // LGPD art. 11: sensitive attributes only with the promoter's consent to show them.
      skin: row.showSensitive ? row.skin : null,
      disabilities: row.showSensitive ? row.disabilities : [],
      languages: row.languages,
      dance: row.dance,
      instruments: row.instruments,
      hasCar: row.hasCar,
      equipment: row.equipment,
      issuesInvoice: row.issuesInvoice,
      canTravel: row.canTravel,
      description: row.description,
      references: row.references,
      instagramUrl: row.instagramUrl,
      facebookUrl: row.facebookUrl,
      avatarUrl: fileUrl(row.avatarVariants, 'medium'),
      isCertified: row.isCertified,
      isLaunched: row.isLaunched,
      isSpotlight: row.isSpotlight,
      memberSince: row.memberSince.toISOString(),
      // A video link that no longer parses is left out rather than shown as an empty tile.
      gallery: gallery.map(galleryItemDto).filter((g) => g.image || g.video),
      availability: { weeklyMask: row.weeklyAvailability, blockedDates, bookedDates },
      ratings: {
        positive: row.ratingPositive,
        neutral: row.ratingNeutral,
        negative: row.ratingNegative,
        latest: latest.map(ratingDto),
      },
    }
  }

  async function ratingsPage(userId: string, page: number): Promise<RatingsPageDto> {
    const subject = await repo().findListedSummary(userId, ctx.clock.now())
    if (!subject) throw notFound()
    // The counts are kept by a trigger over the visible (not hidden) ratings only.
    const total = subject.positive + subject.neutral + subject.negative
    const lastPage = Math.max(1, Math.ceil(total / RATINGS_PAGE_SIZE))
    const rows =
      page <= lastPage
        ? await repo().ratings(userId, RATINGS_PAGE_SIZE, (page - 1) * RATINGS_PAGE_SIZE)
        : []
    return {
      subject: { id: subject.id, name: subject.name, kind: 'promoter' },
      summary: { positive: subject.positive, neutral: subject.neutral, negative: subject.negative },
      items: rows.map(ratingDto),
      page,
      lastPage,
      total,
    }
  }

  return { findListed, profile, ratingsPage, gallery: (id: string) => repo().gallery(id) }
}
