import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils'
import { z } from 'zod'
import {
  OPTION_SETS,
  OPTION_SET_NAMES,
  UF_CODES,
  translate,
  type CepAddress,
  type City,
  type Locale,
  type OptionItem,
  type OptionSetName,
  type Uf,
  type UfCode,
} from '@galera/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock.ts'
import { AppError, throttled } from '../../platform/http/app-error.ts'
import type { RateLimiter } from '../../platform/rate-limit.ts'
import { CepProviderError, type CepLookup, type CepProvider } from './cep-provider.ts'
import type { LocationsRepository } from './locations.repository.ts'

// ---- Static data: built once per process, shared (frozen) by every request ----

const collator = new Intl.Collator('pt-BR')

const UFS: readonly Uf[] = Object.freeze(
  getStates()
    .map((s) => Object.freeze({ uf: s.code as UfCode, name: s.name, ibgeCode: s.ibgeCode }))
    .sort((a, b) => collator.compare(a.name, b.name)),
)

/** 27 lists of IBGE municipalities, sorted the way a Brazilian reader expects. */
const CITIES_BY_UF: ReadonlyMap<UfCode, readonly City[]> = new Map(
  UF_CODES.map((uf) => [
    uf,
    Object.freeze(
      getMunicipalities(uf)
        .map((m) => Object.freeze({ ibgeCode: m.code, name: m.name, uf }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    ),
  ]),
)

export type OptionLists = Readonly<Record<OptionSetName, readonly OptionItem[]>>
const optionsByLocale = new Map<Locale, OptionLists>()

function buildOptions(locale: Locale): OptionLists {
  const lists = {} as Record<OptionSetName, readonly OptionItem[]>
  for (const set of OPTION_SET_NAMES) {
    lists[set] = Object.freeze(
      (OPTION_SETS[set] as readonly string[]).map((code) =>
        Object.freeze({ value: code, label: translate(locale, `options.${set}.${code}`) }),
      ),
    )
  }
  return Object.freeze(lists)
}

// ---- CEP rules ----

/** A provider answer (address or "not found") is reused for 24 hours. */
export const CEP_CACHE_TTL_MS = 24 * 60 * 60 * 1000
/** When the provider is down, an expired address up to this age is better than nothing. */
export const CEP_STALE_MAX_MS = 30 * 24 * 60 * 60 * 1000
/**
 * Spec §7 "Retry limit reached": 10 CEP lookups per minute per signed-in user (else per IP),
 * counting cache hits too, so nobody can walk the CEP space through us or get us blocked by the
 * provider. Typing a CEP, fixing a digit and retrying stays far below it.
 */
export const CEP_RATE_LIMIT = 10
export const CEP_RATE_WINDOW_MS = 60_000

const CachedLookupSchema = z.union([
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    address: z.object({
      cep: z.string(),
      street: z.string(),
      neighborhood: z.string(),
      city: z.string(),
      uf: z.union([z.enum(UF_CODES), z.literal('')]),
      ibgeCode: z.string(),
    }),
  }),
])

export interface LocationsServiceDeps {
  repo: LocationsRepository
  provider: CepProvider
  clock: Clock
  rateLimiter: RateLimiter
  log: FastifyBaseLogger
}

export function locationsService(deps: LocationsServiceDeps) {
  const { repo, provider, clock, rateLimiter, log } = deps
  /** One provider call per CEP at a time: concurrent lookups of the same CEP share it. */
  const inflight = new Map<string, Promise<CepLookup>>()

  async function readCache(cep: string): Promise<{ lookup: CepLookup; ageMs: number } | undefined> {
    try {
      const row = await repo.findCachedCep(cep)
      if (!row) return undefined
      const parsed = CachedLookupSchema.safeParse(row.payload)
      if (!parsed.success) return undefined
      return { lookup: parsed.data, ageMs: clock.now().getTime() - row.fetchedAt.getTime() }
    } catch (err) {
      // The lookup does not need the database: go to the provider.
      log.warn({ err }, 'cep cache read failed')
      return undefined
    }
  }

  async function askProvider(cep: string): Promise<CepLookup> {
    const lookup = await provider.lookup(cep)
    try {
      await repo.saveCachedCep(cep, lookup, clock.now())
    } catch (err) {
      log.warn({ err }, 'cep cache write failed')
    }
    return lookup
  }

  function askProviderOnce(cep: string): Promise<CepLookup> {
    let pending = inflight.get(cep)
    if (!pending) {
      pending = askProvider(cep).finally(() => inflight.delete(cep))
      inflight.set(cep, pending)
    }
    return pending
  }

  return {
    listUfs(): readonly Uf[] {
      return UFS
    },

    /** `uf` is already a valid upper-case code (CitiesQuerySchema). */
    listCities(uf: UfCode): readonly City[] {
      return CITIES_BY_UF.get(uf) ?? []
    },

    listOptions(locale: Locale): OptionLists {
      let lists = optionsByLocale.get(locale)
      if (!lists) {
        lists = buildOptions(locale)
        optionsByLocale.set(locale, lists)
      }
      return lists
    },

    /**
     * The address of a CEP (8 digits) for the person `requester` (user id or IP): from the cache
     * when fresh, else from the provider. 404 unknown CEP, 429 too many lookups, 503 provider down.
     */
    async lookupCep(cep: string, requester: string): Promise<CepAddress> {
      const rate = await rateLimiter.hit(`cep:${requester}`, CEP_RATE_LIMIT, CEP_RATE_WINDOW_MS)
      if (!rate.allowed) throw throttled('CEP_RETRY_LIMIT', rate.retryAfterMs)

      const cached = await readCache(cep)
      let lookup: CepLookup
      if (cached && cached.ageMs < CEP_CACHE_TTL_MS) {
        lookup = cached.lookup
      } else {
        try {
          lookup = await askProviderOnce(cep)
        } catch (err) {
          if (!(err instanceof CepProviderError)) throw err
          log.warn(
            { reason: err.reason, providerStatus: err.httpStatus },
            'cep provider unavailable',
          )
          if (cached?.lookup.found && cached.ageMs < CEP_STALE_MAX_MS) return cached.lookup.address
          throw new AppError('CEP_PROVIDER_UNAVAILABLE')
        }
      }
      if (!lookup.found) throw new AppError('CEP_NOT_FOUND')
      return lookup.address
    },
  }
}

export type LocationsService = ReturnType<typeof locationsService>
