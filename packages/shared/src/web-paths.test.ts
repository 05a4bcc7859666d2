import { describe, expect, it } from 'vitest'
import { webPath, WEB_PATHS } from './web-paths.ts'

describe('webPath', () => {
  it('fills the named parameters', () => {
    expect(webPath('hirerJob', { id: 'a1' })).toBe('/company/panel/company/solicitation/a1/see')
    expect(webPath('supplierPromotion', { id: 'b2' })).toBe('/promotor/panel/supplier/promotion/b2')
    expect(webPath('category', { id: 'c3', subcategory: 'd4' })).toBe('/categoria/c3/d4')
  })

  it('drops an optional parameter without a value and keeps paths without any', () => {
    expect(webPath('search')).toBe('/pesquisa')
    expect(webPath('category', { id: 'c3' })).toBe('/categoria/c3')
    expect(webPath('home')).toBe('/')
    expect(webPath('profile')).toBe(WEB_PATHS.profile)
  })

  it('encodes values like the web router does', () => {
    expect(webPath('search', { term: 'recepcionista bilíngue' })).toBe(
      '/pesquisa/recepcionista%20bil%C3%ADngue',
    )
    expect(webPath('promoter', { id: 'a/b' })).toBe('/promotor/a%2Fb')
  })

  it('refuses to build a link without a required parameter', () => {
    expect(() => webPath('hirerBudget')).toThrow(/:id/)
    expect(() => webPath('product', { id: '' })).toThrow(/:id/)
  })
})
