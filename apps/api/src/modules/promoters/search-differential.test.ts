import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPTION_SETS } from '@galera/shared/options/option-sets.ts'
import {
  PROMOTER_SORTS,
  PromoterSearchQuerySchema,
  SEARCH_MAX_UFS,
  type PromoterSearchParams,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import {
  addresses,
  promoterBlockedDates,
  promoters,
  userRatings,
  users,
} from '../../db/schema/index.ts'
import {
  createRng,
  generatePromoters,
  type GeneratedPromoter,
  type Rng,
} from '../../db/seed/promoter-generator.ts'
import { CITIES } from '../../db/seed/data/promoters.ts'
import { PromoterSearchIndex } from './search/search-index.ts'
import { promoterSearchRepository } from './promoter-search.repository.ts'
import { buildPlan, SearchDictionary, SEARCH_STOP_WORDS } from './promoter-search.service.ts'

/*
 * The in-process index (ADR 0018) against its oracle, the SQL path (promoter-search.repository.ts):
 * random searches — every field the public search accepts (PromoterSearchQuerySchema), built by
 * the service's own buildPlan with the word dictionary — over promoters from the demo generator.
 * Same ids in the same order, same count. One seed drives both the data and the searches and is
 * printed with every failure: `SEARCH_DIFF_SEED=<seed> npx vitest run --project api
 * search-differential` replays it; `SEARCH_DIFF_SEARCHES=2000` searches longer.
 */
const SEED = Number(process.env.SEARCH_DIFF_SEED) || Math.floor(Math.random() * 2 ** 31)
const PROMOTERS = 240
const SEARCHES = Number(process.env.SEARCH_DIFF_SEARCHES) || 160
/** Far above any match count here: "every match" for the set comparisons. */
const ALL = 100_000

let t: TestApp
let index: PromoterSearchIndex
let people: GeneratedPromoter[]
let categoryIds: string[]
let dictionary: SearchDictionary

beforeAll(async () => {
  t = await createTestApp()
  index = new PromoterSearchIndex(t.db)
  const now = t.clock.now()
  // A parent with two subcategories ("this category or its subcategories") and two on their own.
  const parent = await createCategory(t.db, {
    slug: 'recepcao',
    namePt: 'Recepção',
    nameEn: 'Reception',
  })
  const made = [
    parent,
    await createCategory(t.db, {
      slug: 'recepcionista',
      namePt: 'Recepcionista',
      nameEn: 'Receptionist',
      parentId: parent!.id,
    }),
    await createCategory(t.db, {
      slug: 'hostess',
      namePt: 'Hostess bilíngue',
      nameEn: 'Bilingual hostess',
      parentId: parent!.id,
    }),
    await createCategory(t.db, { slug: 'modelo', namePt: 'Modelo', nameEn: 'Model' }),
    await createCategory(t.db, {
      slug: 'animador',
      namePt: 'Animador de festa',
      nameEn: 'Party host',
    }),
  ]
  categoryIds = made.map((c) => c!.id)
  const rng = createRng(SEED ^ 0x5eed)
  people = [
    ...generatePromoters(PROMOTERS, {
      seed: SEED,
      categories: categoryIds.map((id, i) => ({ id, weight: [2, 5, 2, 3, 2][i]! })),
      emailDomain: 'diff.test',
      now,
    }),
  ]
  // The generator's 1% of spotlight promoters are too few to order here: a few more.
  for (const p of people) p.promoter.isSpotlight ||= rng.chance(0.06)
  await t.db.insert(users).values(
    people.map((p) => ({
      id: p.id,
      role: 'promoter' as const,
      name: p.name,
      email: p.email,
      passwordHash: 'x',
      status: p.userStatus,
      birthDate: p.promoter.birthDate,
      gender: p.promoter.gender,
      createdAt: p.promoter.createdAt,
    })),
  )
  await t.db.insert(addresses).values(people.map((p) => ({ userId: p.id, ...p.address })))
  await t.db.insert(promoters).values(people.map((p) => ({ userId: p.id, ...p.promoter })))
  const blocked = people.flatMap((p) => p.blockedDates.map((day) => ({ promoterId: p.id, day })))
  if (blocked.length) await t.db.insert(promoterBlockedDates).values(blocked)
  const raters = [
    (await createUser(t.db, { role: 'client' })).user.id,
    (await createUser(t.db, { role: 'company' })).user.id,
  ]
  const ratings = people.flatMap((p, i) =>
    p.ratings.map((r, k) => ({
      ratedUserId: p.id,
      raterUserId: raters[(i + k) % raters.length]!,
      value: r.value,
      comment: r.comment,
    })),
  )
  if (ratings.length) await t.db.insert(userRatings).values(ratings)
  // Booked jobs take whole São Paulo days from "available on"; a request does not.
  const shifts = [
    ['08:00', '12:00', 0],
    ['14:00', '18:00', 0],
    ['20:00', '23:30', 0],
    ['20:00', '02:00', 1],
    ['09:00', '17:00', 2],
  ] as const
  // A promoter's booked jobs never overlap (jobs_no_overlap): a job whose days (the night after
  // included) touch another of the same promoter's is drawn again.
  const taken = new Map<string, [first: number, last: number][]>()
  for (let made = 0; made < 25;) {
    const offset = rng.int(1, 30)
    const [startHour, finishHour, nights] = rng.pick(shifts)
    const promoterId = rng.pick(people).id
    const days = taken.get(promoterId) ?? []
    if (days.some(([first, last]) => offset <= last && first <= offset + nights)) continue
    taken.set(promoterId, [...days, [offset, offset + nights]])
    made++
    const day = isoDay(now, offset)
    await createJob(t.db, {
      promoterId,
      hirerId: rng.pick(raters),
      status: rng.pick(['accepted', 'completed', 'requested'] as const),
      startDate: day,
      finishDate: isoDay(new Date(`${day}T12:00:00Z`), nights),
      startHour,
      finishHour,
      uf: rng.pick(['SP', 'BA', 'AM', 'MT']),
    })
  }
  const found = await promoterSearchRepository(t.db).dictionary()
  dictionary = new SearchDictionary(found.categories, found.places)
})
afterAll(() => t.close())

const pad = (n: number) => String(n).padStart(2, '0')
function isoDay(from: Date, plusDays: number): string {
  const d = new Date(from.getTime() + plusDays * 86_400_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Some of `items` (at least one), in a shuffled order. */
function someOf<T>(rng: Rng, items: readonly T[], max = 2): T[] {
  const n = rng.int(1, Math.min(max, items.length))
  const pool = [...items]
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!)
  return out
}

/** A word a visitor may type: exact, in another case, without accents or with one typo. */
function typed(rng: Rng, word: string): string {
  const style = rng.weighted([
    ['same', 4],
    ['upper', 1],
    ['plain', 2],
    ['typo', 2],
    ['prefix', 1],
  ] as const)
  if (style === 'upper') return word.toUpperCase()
  if (style === 'plain') return word.normalize('NFD').replace(/\p{M}+/gu, '')
  if (style === 'prefix') return word.slice(0, Math.max(2, Math.ceil(word.length * 0.6)))
  if (style === 'typo' && word.length > 3) {
    const i = rng.int(1, word.length - 2)
    return rng.chance(0.5)
      ? word.slice(0, i) + word.slice(i + 1)
      : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
  }
  return word
}

const words = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** A query string from what the data holds: names, cities, categories, description words. */
function queryText(rng: Rng): string {
  const n = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const)
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const source = rng.weighted([
      ['name', 4],
      ['city', 3],
      ['category', 3],
      ['description', 3],
      ['uf', 1],
      ['stop', 1],
      ['nonsense', 1],
    ] as const)
    const someone = rng.pick(people)
    if (source === 'city') {
      const city = rng.pick(CITIES)[0]
      parts.push(rng.chance(0.5) ? city : typed(rng, rng.pick(words(city))))
    } else if (source === 'name') parts.push(typed(rng, rng.pick(words(someone.name))))
    else if (source === 'category')
      parts.push(
        typed(
          rng,
          rng.pick([
            'recepcionista',
            'recepção',
            'hostess',
            'modelo',
            'model',
            'animador',
            'festa',
            'bilingual',
          ]),
        ),
      )
    else if (source === 'description')
      parts.push(
        typed(rng, rng.pick(words(someone.promoter.description).filter((w) => w.length > 2))),
      )
    else if (source === 'uf') parts.push(rng.pick(CITIES)[1].toLowerCase())
    else if (source === 'stop') parts.push(rng.pick([...SEARCH_STOP_WORDS]))
    else parts.push(rng.pick(['xyzzy', 'qwerty', 'zzz', '!!', "'", 'a:*|b']))
  }
  return parts.join(' ')
}

/** A random search as the public search's URL carries it: each filter now and then. */
function randomQuery(rng: Rng): PromoterSearchParams {
  const q: PromoterSearchParams = {}
  const sometimes = (p = 0.15) => rng.chance(p)
  if (sometimes(0.55)) q.q = queryText(rng)
  if (sometimes()) q.category = rng.chance(0.9) ? rng.pick(categoryIds) : crypto.randomUUID()
  if (sometimes()) q.gender = someOf(rng, OPTION_SETS.gender).join(',')
  if (sometimes()) {
    const a = rng.int(18, 45)
    if (rng.chance(0.7)) q.ageMin = a
    if (rng.chance(0.7)) q.ageMax = a + rng.int(0, 15)
  }
  if (sometimes()) {
    const h = rng.int(150, 185)
    if (rng.chance(0.7)) q.heightMin = h
    if (rng.chance(0.7)) q.heightMax = h + rng.int(0, 25)
  }
  if (sometimes(0.1)) {
    const w = rng.int(45, 80)
    if (rng.chance(0.7)) q.weightMin = w
    if (rng.chance(0.7)) q.weightMax = w + rng.int(0, 30)
  }
  if (sometimes(0.1)) q.hair = someOf(rng, OPTION_SETS.hair, 3).join(',')
  if (sometimes(0.1)) q.eyes = someOf(rng, OPTION_SETS.eyes, 3).join(',')
  if (sometimes(0.1)) q.skin = someOf(rng, OPTION_SETS.skin, 3).join(',')
  if (sometimes(0.05)) q.disabilities = someOf(rng, OPTION_SETS.disabilities, 3).join(',')
  if (sometimes(0.08)) q.hasDisability = rng.chance(0.5) ? 'true' : 'false'
  if (sometimes()) q.languages = someOf(rng, ['english', 'english', 'spanish', 'french']).join(',')
  if (sometimes(0.08)) q.dance = someOf(rng, OPTION_SETS.dance, 1).join(',')
  if (sometimes(0.05)) q.instruments = someOf(rng, OPTION_SETS.instruments, 1).join(',')
  if (sometimes(0.1)) q.hasCar = rng.chance(0.5) ? 'true' : 'false'
  if (sometimes(0.1)) q.canTravel = rng.chance(0.5) ? 'true' : 'false'
  if (sometimes(0.1)) q.issuesInvoice = rng.chance(0.5) ? 'true' : 'false'
  if (sometimes())
    q.uf = someOf(rng, [...new Set(CITIES.map((c) => c[1]))], SEARCH_MAX_UFS).join(',')
  if (sometimes()) {
    const city = rng.pick(CITIES)[0]
    q.city = rng.pick([
      city,
      city.toUpperCase(),
      city.normalize('NFD').replace(/\p{M}+/gu, ''),
      'Atlântida',
    ])
  }
  if (sometimes(0.25)) {
    q.date = isoDay(t.clock.now(), rng.int(-2, 35))
    if (rng.chance(0.4)) q.dayTime = rng.pick(OPTION_SETS.dayTimes)
  }
  q.sort = rng.pick(PROMOTER_SORTS)
  q.page = rng.weighted([
    [1, 6],
    [2, 2],
    [3, 1],
    [8, 1],
  ] as const)
  return q
}

describe('in-process index vs the SQL reference, on random searches', () => {
  it(
    `answers the same ids, in the same order, with the same count (seed ${SEED})`,
    async () => {
      const rng = createRng(SEED ^ 0x9e3779b9)
      const repo = promoterSearchRepository(t.db)
      let nonEmpty = 0
      for (let i = 0; i < SEARCHES; i++) {
        const params = randomQuery(rng)
        const query = PromoterSearchQuerySchema.parse(params)
        const plan = buildPlan(query, t.clock.now(), query.q ? dictionary : undefined)
        const why = `SEARCH_DIFF_SEED=${SEED}, search #${i}: ${JSON.stringify(params)}`
        const viaSql = await repo.page(plan)
        const viaIndex = await index.search(plan)
        const total = await repo.count(plan, ALL)
        expect(viaIndex.total, `count differs — ${why}`).toBe(total)
        if (viaSql[0]?.matches != null) expect(viaSql[0].matches, why).toBe(total)
        if (total > 0) nonEmpty++
        // Relevance included: the index sums similarity and ts_rank as SQL does (search/ranking.ts).
        expect(
          viaIndex.rows.map((r) => r.id),
          `page differs — ${why}`,
        ).toEqual(viaSql.map((r) => r.id))
      }
      // Random searches that all find nothing would prove nothing.
      expect(nonEmpty, `seed ${SEED}`).toBeGreaterThan(SEARCHES / 3)
    },
    60_000 + SEARCHES * 400,
  )
})
