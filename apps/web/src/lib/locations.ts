import { useQuery } from '@tanstack/react-query'
import type { City, Uf } from '@galera/shared/locations/location.schemas.ts'
import { api } from './api-client.ts'

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
