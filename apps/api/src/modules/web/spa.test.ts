import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../platform/context.ts'
import { registerMetaResolver, renderSpaIndex } from './spa.ts'

const ctx = { env: { PUBLIC_URL: 'https://galera.dev' } } as AppContext
const INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>Galera Eventos</title></head><body></body></html>'

describe('SPA index with per-page meta', () => {
  it('puts the default title, description and Open Graph tags in the served HTML', async () => {
    const html = await renderSpaIndex(INDEX, '/sobre-galera-eventos', ctx)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(
      '<meta property="og:url" content="https://galera.dev/sobre-galera-eventos">',
    )
    expect(html).toContain('name="description"')
  })
  it('uses a registered resolver and escapes what it returns', async () => {
    registerMetaResolver(async (path) =>
      path === '/x' ? { title: 'Ana <script>"', description: 'd' } : null,
    )
    const html = await renderSpaIndex(INDEX, '/x"><script>', ctx)
    expect(html).not.toContain('<script>')
    const page = await renderSpaIndex(INDEX, '/x', ctx)
    expect(page).toContain('<title>Ana &lt;script&gt;&quot;</title>')
  })
})
