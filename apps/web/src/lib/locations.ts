import { useQuery } from '@tanstack/react-query'
import {
  UF_CODES,
  type CepAddress,
  type City,
  type Uf,
} from '@galera/shared/locations/location.schemas.ts'
import { api, isApiError } from './api-client.ts'

/** The 27 UFs (`GET /getUfs`), once per session: every address form and the search filters. */
export function useUfs() {
  return useQuery({
    queryKey: ['locations', 'ufs'],
    queryFn: ({ signal }) => api.get<Uf[]>('/getUfs', { signal, notify: false }),
    staleTime: Infinity,
  })
}

/** The IBGE municipalities of one UF (`GET /getCitiesByUfs?uf=`); idle until a UF is chosen. */
export function useCities(uf: string | null | undefined) {
  return useQuery({
    queryKey: ['locations', 'cities', uf],
    queryFn: ({ signal }) =>
      api.get<City[]>('/getCitiesByUfs', { query: { uf: uf ?? '' }, signal, notify: false }),
    enabled: Boolean(uf),
    staleTime: Infinity,
  })
}

/** The UF choices of a select: "Bahia (BA)" once the names arrive, the bare codes before. */
export function useUfOptions(): Array<{ value: string; label: string }> {
  const ufs = useUfs()
  return ufs.data
    ? ufs.data.map((u) => ({ value: u.uf, label: `${u.name} (${u.uf})` }))
    : UF_CODES.map((code) => ({ value: code, label: code }))
}

export type CepOutcome =
  | { ok: true; address: CepAddress }
  | { ok: false; reason: 'notFound' | 'unavailable' | 'throttled' }

/** `GET /cep/{cep}`: 404 unknown, 429 too many lookups, 503 provider down (type it by hand). */
export async function lookupCep(cep: string): Promise<CepOutcome> {
  try {
    const address = await api.get<CepAddress>(`/cep/${cep}`, { notify: false })
    return { ok: true, address }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422))
      return { ok: false, reason: 'notFound' }
    if (isApiError(error) && error.status === 429) return { ok: false, reason: 'throttled' }
    return { ok: false, reason: 'unavailable' }
  }
}
