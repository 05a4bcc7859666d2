import { createHash, randomBytes } from 'node:crypto'
import { formatBRL, type Locale } from '@galera/shared'
import type { CalendarFeedDto } from '@galera/shared/jobs/job.schemas.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { translate } from '../../platform/i18n.ts'
import { buildCalendar } from './calendar-feed.ics.ts'
import { calendarFeedRepository, type FeedJobRow } from './calendar-feed.repository.ts'

/** 256-bit token, base64url: exactly 43 characters of `[A-Za-z0-9_-]`. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/public/calendar/${token}.ics`
}

function vevent(job: FeedJobRow, locale: Locale) {
  const place = [job.placeName, job.address, job.complement, `${job.city}/${job.uf}`]
    .filter(Boolean)
    .join(', ')
  return {
    uid: `${job.id}@galera`,
    stamp: job.updatedAt,
    start: job.startsAt,
    end: job.endsAt,
    summary: job.eventName,
    location: place,
    description: translate(locale, 'jobs.calendar.description', {
      hirer: job.hirerName,
      net: formatBRL(job.netCents ?? 0),
    }),
    status: 'CONFIRMED' as const,
  }
}

/** The private iCalendar feed (ADR 0019): only the token's SHA-256 is kept. */
export function calendarFeedService(ctx: AppContext) {
  return {
    /** Makes a new token (revoking the previous one) and answers the URL, shown this once. */
    async rotate(promoterId: string): Promise<CalendarFeedDto> {
      const token = randomBytes(32).toString('base64url')
      await ctx.db.transaction(async (tx) => {
        await calendarFeedRepository(tx).upsert(promoterId, hashToken(token), ctx.clock.now())
      })
      return { url: feedUrl(ctx.env.PUBLIC_URL, token) }
    },

    /** The VCALENDAR text of the token's promoter; unknown or revoked tokens are 404. */
    async render(token: string): Promise<string> {
      if (!FEED_TOKEN.test(token)) throw new AppError('CALENDAR_FEED_NOT_FOUND')
      const repo = calendarFeedRepository(ctx.db)
      const owner = await repo.ownerByHash(hashToken(token))
      if (!owner) throw new AppError('CALENDAR_FEED_NOT_FOUND')
      const locale: Locale = owner.locale === 'en' ? 'en' : 'pt-BR'
      const jobs = await repo.bookedJobs(owner.promoterId)
      return buildCalendar({
        name: translate(locale, 'jobs.calendar.name', { name: owner.name }),
        events: jobs.map((j) => vevent(j, locale)),
      })
    },
  }
}
