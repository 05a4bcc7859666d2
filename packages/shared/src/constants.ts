/** Business constants and limits of spec §9. Rules cite these, never bare numbers. */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  /** Default fee schedule: 10% = 3% provider + 7% platform, in basis points. */
  defaultFee: { providerBps: 300, platformBps: 700 },
  alternativeFee: { providerBps: 280, platformBps: 700 },
  feeChangeNoticeDays: 15,
  termsEffectiveAfterDays: 10,
  termsObjectionDays: 5,
  budgetAnswerHours: 48,
  contactDeadlineHours: 48,
  maxBudgetsCompared: 4,
  budgetMinQuantity: 100,
  quantityFilterMin: 1,
  quantityFilterMax: 100_000,
  maxSuppliersPerBudget: 3,
  maxStatesPerBudget: 3,
  /** ADR 0021: a reverse auction takes proposals for 1–30 days. */
  reverseAuctionMinDays: 1,
  reverseAuctionMaxDays: 30,
  budgetValueMaxCents: 100_000_000_000,
  productImagesMax: 30,
  productVideosMax: 5,
  productDetailsMax: 20,
  promoterCancelBlockHours: 72,
  promoterBlockDays: 15,
  promoterMinAge: 18,
  /** ADR 0019: hire limits and deadlines. */
  jobCashMinCents: 1,
  jobCashMaxCents: 100_000_000,
  jobMaxDays: 31,
  jobMaxMonthsAhead: 24,
  /** A solicitation not answered within 48 h (or before the event starts) expires. */
  jobAnswerHours: 48,
  /** ADR 0024: solicitations one hirer may have waiting for an answer, in total and per promoter… */
  hirerOpenJobsMax: 20,
  hirerOpenJobsPerPromoterMax: 3,
  /** …and may create in any 24 hours. */
  hirerJobsPerDayMax: 30,
  /** CDC art. 49: the hirer may withdraw within 7 days of the acceptance with a full refund. */
  hirerRegretDays: 7,
  /** Share of the cachê a hirer owes when cancelling inside 72 h (outside the 7 days above). */
  hirerLateCancelBps: 5_000,
  /** Both sides may rate a completed job for 30 days. */
  jobRatingDays: 30,
  /** sugestao-cache: fewer accepted jobs than this in a scope → the next, wider scope. */
  cacheSuggestionMinJobs: 5,
  starsMin: 1,
  starsMax: 5,
  commentMin: 3,
  commentMax: 1500,
  titleMin: 3,
  titleMax: 600,
  giftDescriptionMax: 200,
  companyAboutMin: 500,
  companyAboutMax: 3000,
  auctionDetailsMin: 100,
  attachmentTextMax: 25,
  colourTextureMaxPx: 20,
  pngMaxBytes: 150 * 1024 * 1024,
  resetCodeLength: 8,
  resetCodeTtlMinutes: 15,
  resetCodeMaxTries: 5,
  notificationListMaxHeightPx: 300,
} as const

export const DEFAULT_LOCALE = 'pt-BR' as const
export const LOCALES = ['pt-BR', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The `locale` request header carries `pt` or `en` (spec §7). */
export function localeFromHeader(value: string | undefined): Locale {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'pt-BR'
}
/**
 * The cookie the web app keeps the chosen language in (besides localStorage), so the server
 * renders a public page in it (ADR 0049). Its value is a `Locale`.
 */
export const LOCALE_COOKIE = 'locale'
/** The local-storage key the web app keeps the chosen language under. */
export const LANG_STORAGE_KEY = 'galera.lang'

export function headerFromLocale(locale: Locale): 'pt' | 'en' {
  return locale === 'en' ? 'en' : 'pt'
}
