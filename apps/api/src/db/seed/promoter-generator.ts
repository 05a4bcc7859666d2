import { OPTION_SETS } from '@galera/shared/options/option-sets.ts'
import { WEEKLY_MASK_MAX } from '@galera/shared/promoters/availability.ts'
import {
  CITIES,
  EXPERIENCE,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
  NEGATIVE_COMMENTS,
  NEIGHBORHOODS,
  NEUTRAL_COMMENTS,
  POSITIVE_COMMENTS,
  SKILLS,
  STREETS,
  TRAITS,
} from './data/promoters.ts'

/**
 * Deterministic, realistic promoters for the demo seed and the bench (ADR 0015): Brazilian
 * names, cities weighted by population, attribute distributions close to what a Brazilian
 * events agency sees, weekly schedules with a few blocked days, and ratings that are mostly
 * positive. Same seed ⇒ same people (a seeded PRNG, never Math.random), so demo screenshots and
 * bench figures are reproducible. The names, places and words are in data/promoters.ts.
 */

/** mulberry32: tiny, fast, good enough for test data. */
export function createRng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p
  /** Picks by weight: `[[value, weight], …]`. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0)
    let r = next() * total
    for (const [v, w] of items) {
      r -= w
      if (r < 0) return v
    }
    return items[items.length - 1]![0]
  }
  /** Roughly normal (sum of three uniforms). */
  const normal = (mean: number, sd: number) => mean + ((next() + next() + next() - 1.5) / 0.5) * sd
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16)
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
  return { next, int, pick, chance, weighted, normal, uuid }
}
export type Rng = ReturnType<typeof createRng>

export interface GeneratorCategory {
  id: string
  /** Relative weight (how common the category is). */
  weight: number
}

export interface GeneratedRating {
  value: 'positive' | 'neutral' | 'negative'
  comment: string
  daysAgo: number
}

export interface GeneratedPromoter {
  id: string
  name: string
  email: string
  userStatus: 'active' | 'suspended'
  address: {
    cep: string
    street: string
    number: string
    neighborhood: string
    city: string
    uf: string
  }
  promoter: {
    birthDate: string
    gender: string
    heightCm: number
    weightKg: number
    shoeSize: number
    hair: string
    eyes: string
    skin: string | null
    disabilities: string[]
    showSensitive: boolean
    languages: string[]
    dance: string[]
    instruments: string[]
    hasCar: boolean
    issuesInvoice: boolean
    canTravel: boolean
    description: string
    categoryId: string | null
    isLaunched: boolean
    isSpotlight: boolean
    status: 'active' | 'inactive'
    blockedUntil: Date | null
    weeklyAvailability: number
    createdAt: Date
  }
  blockedDates: string[]
  ratings: GeneratedRating[]
}

export interface GeneratorOptions {
  seed: number
  categories: readonly GeneratorCategory[]
  /** `promotor.<n>@<domain>` */
  emailDomain: string
  /** "Today" for ages, schedules and ratings (the clock of the caller). */
  now: Date
  /** Numbering starts here (e-mails stay unique across batches). */
  startIndex?: number
}

const pad = (n: number) => String(n).padStart(2, '0')
const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

function someOf<T extends string>(rng: Rng, items: readonly (readonly [T, number])[]): T[] {
  return items.filter(([, p]) => rng.chance(p)).map(([v]) => v)
}

/** A weekly pattern: most work weekends and evenings; some are free almost every day. */
function weeklyMask(rng: Rng): number {
  const style = rng.weighted([
    ['weekends', 4],
    ['evenings', 3],
    ['full', 2],
    ['random', 3],
  ] as const)
  let mask = 0
  for (let day = 0; day < 7; day++)
    for (let time = 0; time < 3; time++) {
      const weekend = day === 0 || day === 6 || (day === 5 && time === 2)
      const p =
        style === 'full'
          ? 0.85
          : style === 'weekends'
            ? weekend
              ? 0.9
              : 0.15
            : style === 'evenings'
              ? time === 2
                ? 0.85
                : weekend
                  ? 0.5
                  : 0.1
              : 0.45
      if (rng.chance(p)) mask |= 1 << (day * 3 + time)
    }
  return mask & WEEKLY_MASK_MAX
}

/** Promoter number `index` of the stream (call in order: the PRNG is shared). */
function one(rng: Rng, index: number, o: GeneratorOptions): GeneratedPromoter {
  const gender = rng.weighted([
    ['female', 70],
    ['male', 27],
    ['other', 2],
    ['not_informed', 1],
  ] as const)
  const female = gender === 'female' || (gender !== 'male' && rng.chance(0.5))
  const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES)
  const name = `${first} ${rng.pick(LAST_NAMES)}${rng.chance(0.4) ? ` ${rng.pick(LAST_NAMES)}` : ''}`
  const [city, uf, , cep] = rng.weighted(CITIES.map((c) => [c, c[2]] as const))
  const age = Math.max(18, Math.min(60, Math.round(rng.normal(26, 5) + (rng.chance(0.1) ? 10 : 0))))
  const born = new Date(o.now.getTime() - (age * 365.25 + rng.int(0, 364)) * 86_400_000)
  const heightCm = Math.round(Math.max(145, Math.min(205, rng.normal(female ? 165 : 177, 7))))
  const bmi = rng.normal(female ? 22 : 24, 2.5)
  const weightKg = Math.round(Math.max(40, Math.min(140, (bmi * heightCm * heightCm) / 10_000)))
  const shoeSize = Math.round(Math.max(33, Math.min(46, heightCm / 4.6 + rng.normal(0, 1))))
  const showSensitive = rng.chance(0.3)
  const languages = someOf(rng, [
    ['english', 0.4],
    ['spanish', 0.3],
    ['italian', 0.05],
    ['french', 0.06],
    ['german', 0.03],
    ['mandarin', 0.01],
  ] as const)
  const dance = rng.chance(0.3)
    ? someOf(
        rng,
        OPTION_SETS.dance.filter((d) => d !== 'none').map((d) => [d, 0.2] as const),
      )
    : []
  const instruments = rng.chance(0.12)
    ? someOf(
        rng,
        OPTION_SETS.instruments.filter((d) => d !== 'none').map((d) => [d, 0.15] as const),
      )
    : []
  const category = o.categories.length
    ? rng.weighted(o.categories.map((c) => [c, c.weight] as const))
    : null
  const description =
    `${female ? 'Promotora' : 'Promotor'} ${rng.pick(TRAITS)} com ${rng.int(1, 12)} anos de experiência em ` +
    `${rng.pick(EXPERIENCE)} e ${rng.pick(EXPERIENCE)}. Faço ${rng.pick(SKILLS)} e ${rng.pick(SKILLS)}` +
    `${languages.includes('english') ? ', com atendimento em inglês' : ''}. Atuo em ${city} e região.`
  const nowDay = Date.UTC(o.now.getUTCFullYear(), o.now.getUTCMonth(), o.now.getUTCDate())
  const blockedDates = rng.chance(0.3)
    ? [
        ...new Set(
          Array.from({ length: rng.int(1, 4) }, () =>
            isoDay(new Date(nowDay + rng.int(1, 60) * 86_400_000)),
          ),
        ),
      ]
    : []
  const nRatings = rng.chance(0.35) ? 0 : rng.int(1, 10)
  const goodness = rng.normal(0.85, 0.1)
  const ratings: GeneratedRating[] = Array.from({ length: nRatings }, () => {
    const r = rng.next()
    const value =
      r < goodness ? 'positive' : r < goodness + (1 - goodness) / 2 ? 'neutral' : 'negative'
    return {
      value,
      comment: rng.pick(
        value === 'positive'
          ? POSITIVE_COMMENTS
          : value === 'neutral'
            ? NEUTRAL_COMMENTS
            : NEGATIVE_COMMENTS,
      ),
      daysAgo: rng.int(1, 700),
    }
  })
  return {
    id: rng.uuid(),
    name,
    email: `promotor.${index}@${o.emailDomain}`,
    userStatus: rng.chance(0.01) ? 'suspended' : 'active',
    address: {
      cep,
      street: rng.pick(STREETS),
      number: String(rng.int(1, 2500)),
      neighborhood: rng.pick(NEIGHBORHOODS),
      city,
      uf,
    },
    promoter: {
      birthDate: isoDay(born),
      gender,
      heightCm,
      weightKg,
      shoeSize,
      hair: rng.weighted([
        ['black', 40],
        ['brown', 38],
        ['blond', 14],
        ['red', 5],
        ['grey', 3],
      ] as const),
      eyes: rng.weighted([
        ['brown', 55],
        ['black', 25],
        ['green', 11],
        ['blue', 9],
      ] as const),
      skin: rng.weighted([
        ['mixed', 45],
        ['white', 43],
        ['black', 10],
        ['yellow', 1],
        ['indigenous', 1],
      ] as const),
      disabilities: rng.chance(0.03) ? [rng.pick(OPTION_SETS.disabilities)] : [],
      showSensitive,
      languages,
      dance,
      instruments,
      hasCar: rng.chance(0.35),
      issuesInvoice: rng.chance(0.3),
      canTravel: rng.chance(0.5),
      description,
      categoryId: category?.id ?? null,
      isLaunched: rng.chance(0.05),
      isSpotlight: rng.chance(0.01),
      status: rng.chance(0.02) ? 'inactive' : 'active',
      blockedUntil: rng.chance(0.01)
        ? new Date(o.now.getTime() + rng.int(1, 15) * 86_400_000)
        : null,
      weeklyAvailability: weeklyMask(rng),
      createdAt: new Date(o.now.getTime() - rng.int(0, 3 * 365 * 24 * 60) * 60_000),
    },
    blockedDates,
    ratings,
  }
}

/** `count` promoters, lazily (the bench streams 100,000 of them in batches). */
export function* generatePromoters(
  count: number,
  o: GeneratorOptions,
): Generator<GeneratedPromoter> {
  const rng = createRng(o.seed)
  const start = o.startIndex ?? 1
  for (let i = 0; i < count; i++) yield one(rng, start + i, o)
}
