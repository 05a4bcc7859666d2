import { describe, expect, it } from 'vitest'
import { landingPathFor, loginPathFor, pathTo, routes } from './routes.ts'

describe('named routes', () => {
  it('keeps the spec paths', () => {
    expect(routes.loginClient).toBe('/login')
    expect(routes.loginAdmin).toBe('/admin')
    expect(routes.loginSuppliers).toBe('/promotor')
    expect(routes.homeAdmin).toBe('/admin/home')
    expect(routes.profile).toBe('/profile')
  })

  it('lands each profile where it belongs', () => {
    expect(landingPathFor(1)).toBe('/admin/home')
    expect(landingPathFor(2)).toBe('/admin/home')
    expect(landingPathFor(3)).toBe('/')
    expect(landingPathFor(6)).toBe('/')
    expect(landingPathFor(4)).toBe('/promotor/panel/supplier/start')
    expect(landingPathFor(5)).toBe('/promotor/panel/promoter')
  })

  it('sends a 401 to login-{area}', () => {
    expect(loginPathFor('client')).toBe('/login')
    expect(loginPathFor('admin')).toBe('/admin')
    expect(loginPathFor('suppliers')).toBe('/promotor')
    expect(loginPathFor(undefined)).toBe('/login')
  })

  it('builds the search path with an optional term', () => {
    expect(pathTo('search', { term: 'recepcionista bilíngue' })).toBe(
      '/pesquisa/recepcionista%20bil%C3%ADngue',
    )
    expect(pathTo('search')).toBe('/pesquisa')
  })
})
