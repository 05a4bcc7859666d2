import { describe, expect, it } from 'vitest'
import { apiQuery, countFilters, readSearch, writeSearch } from './search-url.ts'

describe('search URL', () => {
  it('reads the path term, the category and every filter of the query string', () => {
    const s = readSearch(
      'recepcionista salvador',
      undefined,
      new URLSearchParams('gender=female,male&ageMin=20&hasCar=true&uf=BA,SE&sort=rating&page=2'),
    )
    expect(s).toEqual({
      term: 'recepcionista salvador',
      filters: { gender: ['female', 'male'], ageMin: 20, hasCar: true, uf: ['BA', 'SE'] },
      sort: 'rating',
      page: 2,
    })
    const cat = readSearch(undefined, '1f0c3f4e-8a4b-4d55-9f3a-0d1e2f3a4b5c', new URLSearchParams())
    expect(cat.filters.category).toBe('1f0c3f4e-8a4b-4d55-9f3a-0d1e2f3a4b5c')
  })

  it('drops what the schema refuses instead of failing the whole search', () => {
    const s = readSearch(undefined, undefined, new URLSearchParams('gender=robot&ageMin=20&page=0'))
    expect(s).toEqual({ term: undefined, filters: { ageMin: 20 }, sort: 'relevance', page: 1 })
  })

  it('writes only what is set, round-trips, and builds the API query', () => {
    const state = {
      filters: { languages: ['english', 'spanish'] as ('english' | 'spanish')[], canTravel: false },
      sort: 'relevance' as const,
      page: 1,
    }
    const qs = writeSearch(state)
    expect(qs.toString()).toBe('languages=english%2Cspanish&canTravel=false')
    expect(readSearch('x', undefined, qs).filters).toEqual(state.filters)
    expect(apiQuery({ ...state, term: 'modelo' })).toEqual({
      languages: 'english,spanish',
      canTravel: 'false',
      q: 'modelo',
    })
    expect(countFilters(state.filters)).toBe(2)
  })
})
