import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { addresses, supplierPages, suppliers, users } from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let seq = 0
/** A supplier account with its registration (CNPJ, personal e-mail and phone that must not leak). */
async function makeSupplier(
  input: { title?: string; city?: string; status?: 'active' | 'suspended' | 'closed' } = {},
) {
  seq += 1
  const n = String(seq).padStart(2, '0')
  const { user } = await createUser(t.db, {
    role: 'supplier',
    name: input.title ?? `Brindes ${n}`,
    cnpj: `457231740001${n}`,
    phone: `+5571999${String(100000 + seq)}`,
  })
  await t.db.insert(suppliers).values({
    userId: user.id,
    companyName: `Razão Social ${n} Ltda.`,
    establishmentTitle: input.title ?? `Brindes ${n}`,
    legalNature: 'ltda',
    openingDate: '2015-01-01',
    mainActivity: 'Brindes',
    commercialEmail: `comercial${n}@brindes.test`,
    commercialPhone: '+557133330004',
    contactName: 'Pedro Pessoa',
    contactPhone: '+5571988887777',
    site: 'https://brindes.test',
  })
  await t.db.insert(addresses).values({
    userId: user.id,
    cep: '40010000',
    street: 'Rua Chile',
    number: '10',
    neighborhood: 'Centro',
    city: input.city ?? 'Salvador',
    uf: 'BA',
  })
  const token = await t.login(user.email)
  if (input.status)
    await t.db.update(users).set({ status: input.status }).where(eq(users.id, user.id))
  return { user, token }
}

/** About text of exactly `n` characters inside allowed markup. */
function about(n: number): string {
  const words = 'Brindes personalizados de qualidade para eventos corporativos. '
  const text = words.repeat(Math.ceil(n / words.length) + 1).slice(0, n)
  // Trailing space would be trimmed away by the count: end on a letter.
  const body = text.endsWith(' ') ? `${text.slice(0, -1)}x` : text
  return `<p><strong>${body.slice(0, 10)}</strong>${body.slice(10)}</p>`
}

function pageBody(extra: Record<string, unknown> = {}) {
  return {
    aboutHtml: about(600),
    site: 'https://brindes.test/loja',
    headerColor: '#1b5e20',
    contactPhone: '(71) 3333-0004',
    commercialEmail: 'Vendas@Brindes.test',
    logoImageId: null,
    aboutImageId: null,
    ...extra,
  }
}

describe('GET/PUT /api/supplier/company-page', () => {
  it('prefills from the registration until the page is saved', async () => {
    const { token } = await makeSupplier({ title: 'Canecas Bahia' })
    const res = await t.request({ method: 'GET', url: '/api/supplier/company-page', token })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      saved: false,
      tradeName: 'Canecas Bahia',
      aboutHtml: '',
      site: 'https://brindes.test',
      headerColor: '#7B1FA2',
      contactPhone: '+557133330004',
      commercialEmail: expect.stringMatching(/^comercial\d+@brindes\.test$/),
    })
  })

  it('saves a valid page and sanitises the about on the server', async () => {
    const { token, user } = await makeSupplier()
    const logo = await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    const xss =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p style="color:red" onclick="x()">Olá</p>' +
      '<a href="javascript:alert(3)">mau</a><a href="https://ok.test">bom</a>'
    const res = await t.request({
      method: 'PUT',
      url: '/api/supplier/company-page',
      token,
      body: pageBody({ aboutHtml: xss + about(600), logoImageId: logo.id }),
    })
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200)
    const data = res.body.data
    expect(data.saved).toBe(true)
    expect(data.headerColor).toBe('#1B5E20')
    expect(data.contactPhone).toBe('+557133330004')
    expect(data.commercialEmail).toBe('vendas@brindes.test')
    expect(data.logo).toMatchObject({ id: logo.id, thumb: expect.stringMatching(/^\/files\//) })
    expect(data.aboutHtml).not.toMatch(/script|onerror|onclick|style|javascript:|<img/i)
    expect(data.aboutHtml).toContain('<p>Olá</p>')
    expect(data.aboutHtml).toContain(
      '<a href="https://ok.test/" rel="nofollow noopener noreferrer">bom</a>',
    )
    const [row] = await t.db
      .select()
      .from(supplierPages)
      .where(eq(supplierPages.supplierId, user.id))
    expect(row.aboutHtml).toBe(data.aboutHtml)
    expect(row.aboutText).not.toContain('<')
  })

  it('counts the text, not the markup: 499 refused, 500 and 3000 accepted, 3001 refused', async () => {
    const { token } = await makeSupplier()
    const put = (aboutHtml: string) =>
      t.request({
        method: 'PUT',
        url: '/api/supplier/company-page',
        token,
        body: pageBody({ aboutHtml }),
      })
    const short = await put(about(499))
    expect(short.statusCode).toBe(422)
    expect(short.body.errors).toEqual([{ field: 'aboutHtml', message: 'Mínimo de 500 caracteres' }])
    expect((await put(about(500))).statusCode).toBe(200)
    expect((await put(about(3000))).statusCode).toBe(200)
    const long = await put(about(3001))
    expect(long.statusCode).toBe(422)
    expect(long.body.errors[0]).toMatchObject({ field: 'aboutHtml' })
    // 600 characters of markup around 400 of text is still too short.
    const padded = `<p><strong></strong><em></em>${'<span></span>'.repeat(50)}${'a'.repeat(400)}</p>`
    expect((await put(padded)).statusCode).toBe(422)
    // A script body does not count as text.
    const script = `<script>${'x'.repeat(600)}</script><p>${'a'.repeat(100)}</p>`
    expect((await put(script)).statusCode).toBe(422)
  })

  it('refuses bad fields with their messages', async () => {
    const { token } = await makeSupplier()
    const res = await t.request({
      method: 'PUT',
      url: '/api/supplier/company-page',
      token,
      locale: 'en',
      body: pageBody({
        site: 'javascript:alert(1)',
        headerColor: 'red',
        contactPhone: '123',
        commercialEmail: 'nope',
      }),
    })
    expect(res.statusCode).toBe(422)
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort()
    expect(fields).toEqual(['commercialEmail', 'contactPhone', 'headerColor', 'site'])
  })

  it("refuses someone else's picture, a deleted one and a private document as 404", async () => {
    const { token } = await makeSupplier()
    const other = await makeSupplier()
    const foreign = await createImage(t.db, { ownerId: other.user.id, purpose: 'gallery' })
    const mine = await makeSupplier()
    const deleted = await createImage(t.db, { ownerId: mine.user.id, deleted: true })
    const doc = await createImage(t.db, { ownerId: mine.user.id, purpose: 'document' })
    const put = (tok: string, body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/supplier/company-page', token: tok, body })
    const a = await put(token, pageBody({ logoImageId: foreign.id }))
    expect(a.statusCode).toBe(404)
    expect(a.body.code).toBe('IMAGE_NOT_FOUND')
    expect((await put(token, pageBody({ aboutImageId: foreign.id }))).statusCode).toBe(404)
    expect((await put(mine.token, pageBody({ logoImageId: deleted.id }))).statusCode).toBe(404)
    expect((await put(mine.token, pageBody({ logoImageId: doc.id }))).statusCode).toBe(404)
    const [row] = await t.db
      .select()
      .from(supplierPages)
      .where(eq(supplierPages.supplierId, other.user.id))
    expect(row).toBeUndefined()
  })
})

describe('public suppliers', () => {
  it('lists active suppliers with business data only, pages first, searchable', async () => {
    const withPage = await makeSupplier({
      title: 'Zeta Brindes Públicos',
      city: 'Feira de Santana',
    })
    await t.request({
      method: 'PUT',
      url: '/api/supplier/company-page',
      token: withPage.token,
      body: pageBody(),
    })
    await makeSupplier({ title: 'Alfa Sem Página Públicos' })
    await makeSupplier({ title: 'Suspensa Públicos', status: 'suspended' })

    const res = await t.request({ method: 'GET', url: '/api/public/suppliers?q=p%C3%BAblicos' })
    expect(res.statusCode).toBe(200)
    const names = (res.body.data.data as { tradeName: string }[]).map((s) => s.tradeName)
    expect(names).toEqual(['Zeta Brindes Públicos', 'Alfa Sem Página Públicos'])
    expect(res.body.data.data[0]).toMatchObject({
      hasPage: true,
      city: 'Feira de Santana',
      uf: 'BA',
      headerColor: '#1B5E20',
    })
    // Accent-insensitive, and by city too.
    const byCity = await t.request({ method: 'GET', url: '/api/public/suppliers?q=feira' })
    expect(byCity.body.data.data.map((s: { id: string }) => s.id)).toContain(withPage.user.id)
    // A literal % matches nothing rather than everything.
    const pct = await t.request({ method: 'GET', url: '/api/public/suppliers?q=%25' })
    expect(pct.body.data.total).toBe(0)

    const text = JSON.stringify(res.body)
    expect(text).not.toMatch(/457231740001|cnpj|cpf|Razão Social|Pedro Pessoa|\+5571999/i)
    expect(text).not.toMatch(/test\.galera\.dev/)
  })

  it("carries the 'Certificado' badge of a certified supplier, in the list and on its page", async () => {
    const certified = await makeSupplier({ title: 'Selo Certificada' })
    await t.db.update(users).set({ isCertified: true }).where(eq(users.id, certified.user.id))
    const plain = await makeSupplier({ title: 'Selo Comum' })

    const list = await t.request({ method: 'GET', url: '/api/public/suppliers?q=selo' })
    expect(list.statusCode).toBe(200)
    const byId = Object.fromEntries(
      (list.body.data.data as { id: string; isCertified: boolean }[]).map((s) => [
        s.id,
        s.isCertified,
      ]),
    )
    expect(byId).toEqual({ [certified.user.id]: true, [plain.user.id]: false })

    const one = await t.request({
      method: 'GET',
      url: `/api/public/suppliers/${certified.user.id}`,
    })
    expect(one.body.data.isCertified).toBe(true)
    const other = await t.request({ method: 'GET', url: `/api/public/suppliers/${plain.user.id}` })
    expect(other.body.data.isCertified).toBe(false)
  })

  it('pages the list 12 at a time and refuses a bad page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/suppliers?page=1' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ page: 1, last_page: expect.any(Number) })
    expect(res.body.data.data.length).toBeLessThanOrEqual(12)
    expect(
      (await t.request({ method: 'GET', url: '/api/public/suppliers?page=0' })).statusCode,
    ).toBe(422)
  })

  it('shows the company page without private data; 404 for suspended, closed, unknown, non-suppliers', async () => {
    const s = await makeSupplier({ title: 'Página Pública' })
    await t.request({
      method: 'PUT',
      url: '/api/supplier/company-page',
      token: s.token,
      body: pageBody({ aboutHtml: `<p onmouseover="x()">Oi</p>${about(700)}` }),
    })
    const res = await t.request({ method: 'GET', url: `/api/public/suppliers/${s.user.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      id: s.user.id,
      tradeName: 'Página Pública',
      site: 'https://brindes.test/loja',
      contactPhone: '+557133330004',
      commercialEmail: 'vendas@brindes.test',
      headerColor: '#1B5E20',
      hasPage: true,
    })
    expect(res.body.data.aboutHtml).toMatch(/^<p>Oi<\/p><p><strong>/)
    expect(JSON.stringify(res.body)).not.toMatch(
      /457231740001|cnpj|cpf|Razão Social|Pedro Pessoa|\+5571999/i,
    )
    expect(JSON.stringify(res.body)).not.toContain(s.user.email)

    // Without a page: the registration's name and city, no contact.
    const bare = await makeSupplier({ title: 'Sem Página' })
    const b = await t.request({ method: 'GET', url: `/api/public/suppliers/${bare.user.id}` })
    expect(b.body.data).toMatchObject({
      hasPage: false,
      aboutHtml: null,
      contactPhone: null,
      commercialEmail: null,
    })

    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, s.user.id))
    const gone = await t.request({ method: 'GET', url: `/api/public/suppliers/${s.user.id}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.body.code).toBe('SUPPLIER_NOT_FOUND')
    const list = await t.request({ method: 'GET', url: '/api/public/suppliers?q=P%C3%A1gina' })
    expect(list.body.data.data.map((x: { id: string }) => x.id)).not.toContain(s.user.id)

    await t.db.update(users).set({ status: 'closed' }).where(eq(users.id, bare.user.id))
    expect(
      (await t.request({ method: 'GET', url: `/api/public/suppliers/${bare.user.id}` })).statusCode,
    ).toBe(404)

    const { user: client } = await createUser(t.db, { role: 'client' })
    expect(
      (await t.request({ method: 'GET', url: `/api/public/suppliers/${client.id}` })).statusCode,
    ).toBe(404)
  })
})
