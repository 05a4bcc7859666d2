import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { webBuildStale } from '../../../../../scripts/web-build.ts'

/*
 * ADR 0049: the HTML the server sends for a public page holds its content, in the visitor's
 * language. Runs against the real web build (client + server entry); builds it when missing or
 * older than the web's sources.
 */
let t: TestApp
let promoterId = ''
let productId = ''
let supplierId = ''

beforeAll(async () => {
  if (webBuildStale()) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('the web build failed')
  }
  t = await createTestApp({ env: { SERVE_WEB: 'true', PUBLIC_URL: 'https://galera.test' } })
  const category = await createCategory(t.db, {
    slug: 'recepcionista-ssr',
    namePt: 'Recepcionista',
    nameEn: 'Receptionist',
  })
  const made = await createPromoter(t.db, {
    user: { name: 'Joana Prado Lins' },
    city: 'Feira de Santana',
    uf: 'BA',
    promoter: { categoryId: category.id, weeklyAvailability: 0b111 },
  })
  promoterId = made.user.id
  for (const value of ['positive', 'positive', 'neutral'] as const) {
    const rater = await createUser(t.db, { role: 'client' })
    await createRating(t.db, {
      ratedUserId: promoterId,
      raterUserId: rater.user.id,
      value,
      comment: `Chegou cedo e atendeu muito bem (${value}).`,
    })
  }
  const supplier = await createSupplier(t.db, { name: 'Brindes Maré Alta' })
  supplierId = supplier.user.id
  const productCategory = await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })
  const teal = await createColor(t.db, { namePt: 'Verde-água', nameEn: 'Teal', hex: '#0D9488' })
  const product = await createProduct(t.db, {
    supplierId,
    categoryId: productCategory.id,
    name: 'Caneta Solar Bambu',
    colorIds: [teal.id],
  })
  productId = product.id
}, 300_000)
afterAll(() => t?.close())

async function page(url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toContain('text/html')
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(res.body)
  expect(root, `${url} was not rendered on the server`).not.toBeNull()
  return { html: res.body, root: root![1], state: stateOf(res.body) }
}

/** The cookies of a new client's session. */
async function signedInCookie(): Promise<string> {
  const client = await createUser(t.db, { role: 'client' })
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: client.user.email, password: 'Galera@2026' },
  })
  expect(login.statusCode).toBe(200)
  const setCookie = login.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0])
    .join('; ')
  expect(cookie).toContain('=')
  return cookie
}

function stateOf(html: string): {
  locale: string
  queries: { queries: unknown[] }
  parts: string[]
} {
  const json = /<script type="application\/json" id="galera-ssr-state">([^<]*)<\/script>/.exec(html)
  expect(json).not.toBeNull()
  return JSON.parse(json![1])
}

describe('public pages rendered on the server', () => {
  it('home: the sections and the promoter categories, in pt-BR by default', async () => {
    const { html, root, state } = await page('/')
    expect(html).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">')
    expect(root).toContain('Categorias de promotores')
    expect(root).toContain('Recepcionista')
    expect(state.locale).toBe('pt-BR')
    // The meta tags of spa.ts are still in the head.
    expect(html).toContain('<meta property="og:url" content="https://galera.test/">')
  })

  it('home in English from Accept-Language, and from the locale cookie over it', async () => {
    const byHeader = await page('/', { 'accept-language': 'en-US,en;q=0.9' })
    expect(byHeader.html).toContain('<html lang="en"')
    expect(byHeader.root).toContain('Receptionist')
    expect(byHeader.root).not.toContain('Categorias de promotores')
    const byCookie = await page('/', { 'accept-language': 'en', cookie: 'locale=pt-BR' })
    expect(byCookie.root).toContain('Categorias de promotores')
    const english = await page('/', { cookie: 'locale=en' })
    expect(english.state.locale).toBe('en')
  })

  it('search with a term lists its results', async () => {
    const { root } = await page('/pesquisa/Joana')
    expect(root).toContain('Joana Prado Lins')
    expect(root).toContain(`href="/promotor/${promoterId}"`)
    expect(root).toContain('Feira de Santana/BA')
  })

  it("a promoter's profile: name, category, city and ratings, in both languages", async () => {
    const pt = await page(`/promotor/${promoterId}`)
    expect(pt.root).toContain('Joana Prado Lins')
    expect(pt.root).toContain('Recepcionista')
    expect(pt.root).toContain('Feira de Santana/BA')
    expect(pt.root).toContain('Positivas')
    expect(pt.root).toContain('Neutras')
    expect(pt.root).toContain('Chegou cedo e atendeu muito bem (neutral).')
    const en = await page(`/promotor/${promoterId}`, { 'accept-language': 'en' })
    expect(en.root).toContain('Receptionist')
    expect(en.root).toContain('Neutral')
  })

  it('a product page: its name, supplier and colours', async () => {
    const pt = await page(`/produto/${productId}`)
    expect(pt.root).toContain('Caneta Solar Bambu')
    expect(pt.root).toContain('Brindes Maré Alta')
    expect(pt.root).toContain('Verde-água')
    const en = await page(`/produto/${productId}`, { cookie: 'locale=en' })
    expect(en.root).toContain('Teal')
  })

  it("a supplier's page: its name and products", async () => {
    const { root } = await page(`/fornecedor/${supplierId}`)
    expect(root).toContain('Brindes Maré Alta')
    expect(root).toContain('Caneta Solar Bambu')
  })

  it('the dehydrated state cannot close its script tag', async () => {
    const term = '</script><script>alert(1)</script>'
    const { html, state } = await page(`/pesquisa/${encodeURIComponent(term)}`)
    // The whole state reads back (it ends at its own closing tag), the term inside it intact.
    expect(JSON.stringify(state.queries)).toContain(term)
    expect(html).not.toContain('<script>alert(1)')
  })

  it('the same page twice is the same bytes, so its ETag can match', async () => {
    const first = await page(`/promotor/${promoterId}`)
    const again = await page(`/promotor/${promoterId}`)
    expect(again.html).toBe(first.html)
  })

  it('paints with its critical CSS inline; the stylesheet does not block it (ADR 0069)', async () => {
    const { html } = await page(`/promotor/${promoterId}`)
    const head = html.slice(0, html.indexOf('</head>'))
    const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    // Mantine's reset and the page's own components, not the whole 164 KB stylesheet.
    expect(inline).toContain('body{')
    expect(inline.length).toBeGreaterThan(5_000)
    expect(inline.length).toBeLessThan(120_000)
    // The stylesheet stays in its place for the cascade, as print media until pre-hydration.js.
    expect(head).toMatch(
      /<link media="print" data-media="all" rel="stylesheet"[^>]*index-[^>]*\.css">/,
    )
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media=)[^>]*>(?!<\/noscript>)/)
  })

  it('an unknown promoter, product or supplier is a "not found" page with a 404', async () => {
    const unknown = '0b6f2d4e-1c3a-4e5f-9a7b-2c8d9e0f1a2b'
    const promoter = await page(`/promotor/${unknown}`, {}, 404)
    expect(promoter.root).toContain('Promotor não encontrado')
    expect(promoter.root).not.toContain('Carregando')
    expect(promoter.html).toContain('<title>Promotor não encontrado — Galera Eventos</title>')
    // The browser's first render shows the same screen: the 404 travels in the state.
    expect(JSON.stringify(promoter.state.queries)).toContain('"status":404')
    const comments = await page(`/comments/${unknown}`, {}, 404)
    expect(comments.root).toContain('Promotor não encontrado')
    const product = await page(`/produto/${unknown}`, { 'accept-language': 'en' }, 404)
    expect(product.root).toContain('Product not found')
    const supplier = await page(`/fornecedor/${unknown}`, {}, 404)
    expect(supplier.root).toContain('Fornecedor não encontrado')
  })

  it('every page has its title and description in the request language', async () => {
    const home = await page('/', { 'accept-language': 'en' })
    expect(home.html).toContain(
      '<title>Galera Eventos — event promoters and promotional gifts</title>',
    )
    expect(home.html).toContain(
      '<meta name="description" content="Hire receptionists, promoters and performers',
    )
    const homePt = await page('/')
    expect(homePt.html).toContain(
      '<title>Galera Eventos — promotores para eventos e brindes promocionais</title>',
    )
    const search = await page('/pesquisa/Joana', { cookie: 'locale=en' })
    expect(search.html).toMatch(/<title>[^<]+ — Galera Eventos<\/title>/)
    expect(search.html).toContain('<meta property="og:description" content="Hire receptionists')
    const about = await page('/sobre-galera-eventos', { 'accept-language': 'en' })
    expect(about.html).toContain('<title>About')
  })

  it('a product, supplier and promoter page describe themselves, in both languages', async () => {
    const product = await page(`/produto/${productId}`, { 'accept-language': 'en' })
    expect(product.html).toContain('<title>Caneta Solar Bambu — Galera Eventos</title>')
    expect(product.html).toContain(
      '<meta property="og:title" content="Caneta Solar Bambu — Galera Eventos">',
    )
    expect(product.html).toMatch(/<meta name="description" content="[^"]+">/)
    const supplier = await page(`/fornecedor/${supplierId}`)
    expect(supplier.html).toContain('<title>Brindes Maré Alta — Galera Eventos</title>')
    const en = await page(`/promotor/${promoterId}`, { 'accept-language': 'en' })
    expect(en.html).toContain(
      '<title>Joana Prado Lins — Receptionist in Feira de Santana/BA | Galera Eventos</title>',
    )
    expect(en.html).toContain('<meta property="og:locale" content="en_US">')
    const pt = await page(`/promotor/${promoterId}`)
    expect(pt.html).toContain(
      '<title>Joana Prado Lins — Recepcionista em Feira de Santana/BA | Galera Eventos</title>',
    )
  })

  it('a signed-in visitor on a login page is sent to their landing with a 302, not a page', async () => {
    const cookie = await signedInCookie()
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    // Without a session the login page is rendered.
    await page('/login')
  })

  it('the lazy parts a page showed travel with it, to load before it hydrates (ADR 0084)', async () => {
    // The header's bell and inbox link are lazy chunks; a visitor's header has neither.
    expect((await page(`/promotor/${promoterId}`)).state.parts).toEqual([])
    const cookie = await signedInCookie()
    const signedIn = await page(`/promotor/${promoterId}`, { cookie })
    expect(signedIn.state.parts).toEqual(['MessagesLink', 'NotificationBell'])
    expect(signedIn.root).toContain('href="/mensagens"')
  })

  it('signed-in areas still get the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/home' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('galera-ssr-state')
  })

  it('anonymous browse pages carry no app script until an interaction; other pages do (ADR 0073)', async () => {
    const appScript = /<script type="module"|rel="modulepreload"/
    const browse = [
      '/',
      '/pesquisa/Joana',
      `/promotor/${promoterId}`,
      `/comments/${promoterId}`,
      `/produto/${productId}`,
      '/fornecedores',
      `/fornecedor/${supplierId}`,
      '/sobre-galera-eventos',
      '/sugestao-cache',
    ]
    for (const url of browse) {
      const { html } = await page(url)
      expect(html, url).not.toMatch(appScript)
      // The loader knows the entry and what it imports, to add them on the first interaction.
      const loader =
        /<script src="\/pre-hydration\.js" data-app="(\/assets\/[^"]+\.js)" data-preload="([^"]+)"><\/script>/.exec(
          html,
        )
      expect(loader, url).not.toBeNull()
      expect(loader![2].split(' ').every((href) => /^\/assets\/[^ ]+\.js$/.test(href))).toBe(true)
    }
    // A login or sign-up screen, a signed-in visitor's browse page and the shell load the app.
    const cookie = await signedInCookie()
    const withApp = [
      (await page('/login')).html,
      (await page('/cadastro')).html,
      (await page(`/promotor/${promoterId}`, { cookie })).html,
      (await t.app.inject({ method: 'GET', url: '/admin/home' })).body,
    ]
    for (const html of withApp) {
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/)
      expect(html).toContain('rel="modulepreload"')
      expect(html).toContain('<script src="/pre-hydration.js"></script>')
    }
  })
})
