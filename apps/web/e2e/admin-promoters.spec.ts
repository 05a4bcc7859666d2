import { expect, test, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { adminPromotersRun } from './support/admin-runs.ts'
import { clockedRun } from './support/own-accounts.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }

async function searchIds(page: Page, term: string): Promise<string[]> {
  const res = await page.request.get(`/api/public/promoters?q=${term}`, APP)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { data: { items: { id: string }[] } }
  return body.data.items.map((i) => i.id)
}

test.describe.configure({ mode: 'serial' })

test('an admin finds a promoter, inactivates and reactivates it, and puts it in the spotlight', async ({
  page,
}, testInfo) => {
  // For this journey only (its admin changes language freely), one pair per repeated run.
  const { admin, promoter: PROMOTER } = adminPromotersRun(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, '/admin', admin.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Promotores' })
    .click()
  await expect(page).toHaveURL(/\/admin\/promoters$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Promotores' })).toBeVisible()

  // Search by a word of the name; the city of the list is the promoter's.
  await page.getByLabel('Buscar por nome, e-mail ou cidade').fill(PROMOTER.term)
  const open = page.getByRole('link', { name: `Abrir ${PROMOTER.name}` })
  await expect(open).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('cell', { name: 'Aracaju/SE' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-promoters-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Nothing found: the empty state.
  await page.getByLabel('Buscar por nome, e-mail ou cidade').fill('ninguém-tem-este-nome')
  await expect(page.getByText('Nenhum promotor encontrado.')).toBeVisible()
  await page.getByLabel('Buscar por nome, e-mail ou cidade').fill(PROMOTER.term)

  await open.click()
  await expect(page).toHaveURL(/\/admin\/promoter\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { level: 1, name: PROMOTER.name })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Configurações da conta' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(await searchIds(page, PROMOTER.term)).toContain(id)
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-account-pt')

  // Inactivate, with a confirmation: the spec's message, and the promoter leaves search.
  await page.getByRole('button', { name: 'Inativar promotor' }).click()
  const confirm = page.getByRole('dialog', { name: 'Inativar promotor' })
  await expect(confirm).toContainText(PROMOTER.name)
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Promotor inativado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ativar promotor' })).toBeVisible()
  expect(await searchIds(page, PROMOTER.term)).not.toContain(id)
  const profile = await page.request.get(`/api/public/promoters/${id}`, APP)
  expect(profile.status()).toBe(404)

  // The list shows it inactive under the status filter.
  await page.getByRole('link', { name: 'Voltar para a lista' }).click()
  await expect(page).toHaveURL(/\/admin\/promoters$/)
  await page.getByRole('combobox', { name: 'Situação' }).selectOption('inactive')
  await page.getByLabel('Buscar por nome, e-mail ou cidade').fill(PROMOTER.term)
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('row').nth(1)).toContainText('Inativo')
  await page.getByRole('link', { name: `Abrir ${PROMOTER.name}` }).click()

  // Reactivate: back in search.
  await page.getByRole('button', { name: 'Ativar promotor' }).click()
  await page
    .getByRole('dialog', { name: 'Ativar promotor' })
    .getByRole('button', { name: 'Confirmar' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Promotor ativado' })).toBeVisible()
  expect(await searchIds(page, PROMOTER.term)).toContain(id)

  // The other tabs: profile form, gallery, schedule.
  await page.getByRole('tab', { name: 'Perfil' }).click()
  await expect(page.getByRole('form', { name: 'Atributos do promotor' })).toBeVisible()
  await page.getByLabel('Altura (cm)').fill('172')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Perfil do promotor atualizado')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-profile-pt')
  await page.getByRole('tab', { name: /Galeria/ }).click()
  await expect(page.getByText('A galeria está vazia.')).toBeVisible()
  await page.getByRole('tab', { name: 'Agenda' }).click()
  await expect(page.getByRole('heading', { name: 'Disponibilidade semanal' })).toBeVisible()
  await expect(page.getByText('Nenhum dia bloqueado.')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-schedule-pt')

  // Spotlight: only admins set it; the home page strip shows the promoter.
  await page.getByRole('tab', { name: 'Configurações da conta' }).click()
  await page.getByRole('switch', { name: 'Destaque' }).check()
  await expect(page.getByText('Selos atualizados')).toBeVisible()
  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Promotores em destaque' })
  await expect(strip.getByRole('link', { name: PROMOTER.name })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'home-spotlight-pt')

  // English: the strip, the screens and the spec's messages in English.
  await switchToEnglish(page)
  const stripEn = page.getByRole('region', { name: 'Featured promoters' })
  await expect(stripEn.getByRole('link', { name: PROMOTER.name })).toBeVisible()
  await shoot(page, 'home-spotlight-en')
  await stripEn.getByRole('link', { name: PROMOTER.name }).click()
  await expect(page).toHaveURL(new RegExp(`/promotor/${id}$`))

  await page.goto(`/admin/promoter/${id}`)
  await expect(page.getByRole('tab', { name: 'Account settings' })).toBeVisible()
  await page.getByRole('button', { name: 'Inactivate promoter' }).click()
  await page
    .getByRole('dialog', { name: 'Inactivate promoter' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Promoter Inactivated' })).toBeVisible()
  // Inactive promoters leave the home strip too.
  const spot = await page.request.get('/api/public/promoters/spotlight', APP)
  expect(((await spot.json()) as { data: { id: string }[] }).data.map((p) => p.id)).not.toContain(
    id,
  )
  await page.getByRole('button', { name: 'Activate promoter' }).click()
  await page
    .getByRole('dialog', { name: 'Activate promoter' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Promoter Activated' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-account-en')

  // Leave the home page as other journeys expect it.
  await page.getByRole('switch', { name: 'Spotlight' }).uncheck()
  await expect(page.getByText('Flags updated')).toBeVisible()

  await page.goto('/admin/promoters')
  await expect(page.getByRole('heading', { level: 1, name: 'Promoters' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-promoters-en')

  // An unknown id: "Promoter not found".
  await page.goto('/admin/promoter/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1, name: 'Promoter not found' })).toBeVisible()
  await expectAccessible(page)
})
