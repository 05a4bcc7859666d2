import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AuditEntry } from '@galera/shared/admin/admin.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

const master = {
  userId: 'm1',
  name: 'Ana Admin',
  email: 'ana@galera.dev',
  role: 'admin_master',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}

const base = {
  actorId: 'a1',
  actorName: 'Ana Admin',
  targetType: 'user',
  targetId: 'u1',
  targetName: 'João Silva',
  before: null,
  after: null,
  ip: '203.0.113.7',
  createdAt: '2026-11-21T23:30:00Z',
}
const suspended: AuditEntry = {
  ...base,
  id: 'e1',
  action: 'user.suspend',
  changes: [
    { field: 'status', old: 'active', new: 'suspended' },
    { field: 'reason', new: 'Golpes em orçamentos' },
  ],
}
const emailChanged: AuditEntry = {
  ...base,
  id: 'e2',
  action: 'user.edit',
  changes: [{ field: 'email', old: 'a@x.com', new: 'b@y.com' }],
}
const legacy: AuditEntry = {
  ...base,
  id: 'e3',
  action: 'legacy.thing',
  targetType: 'legacy',
  targetName: null,
  changes: [],
  ip: null,
}
const productEdited: AuditEntry = {
  ...base,
  id: 'e4',
  action: 'product.update',
  targetType: 'product',
  targetName: 'Caneca Azul',
  changes: [
    { field: 'name', old: 'Caneca', new: 'Caneca Azul' },
    { field: 'allowRatings', old: true, new: false },
    { field: 'colorIds', old: ['c1'], new: ['c1', 'c2'] },
    { field: 'mysteryField', old: 'x', new: 'y' },
  ],
}
const entries = [suspended, emailChanged, legacy, productEdited]

beforeEach(() => changeLocale('pt-BR'))
afterEach(() => changeLocale('pt-BR'))

function open(data: AuditEntry[] = entries) {
  const calls = fakeApi({
    'GET /api/auth/me': ok(master),
    'GET /api/admin/audit': ok({ data, last_page: 1, total: data.length }),
  })
  renderRoutes(routeTree, '/admin/audit')
  return calls
}
const items = async () =>
  (await screen.findAllByTestId('audit-entry')).map((li) => li.textContent ?? '')

describe('the audit trail as sentences (ADR 0037)', () => {
  it('reads each entry in Portuguese, field changes included, never the action code', async () => {
    open()
    const [first, second, third, fourth] = await items()
    expect(first).toContain('Ana Admin suspendeu a conta de João Silva')
    expect(first).toContain('Situação: Ativo → Suspenso')
    expect(first).toContain('Motivo: Golpes em orçamentos')
    expect(first).toContain('21/11/2026, 20:30')
    expect(first).toContain('IP 203.0.113.7')
    expect(second).toContain('Ana Admin alterou “E-mail” de João Silva: a@x.com → b@y.com')
    expect(third).toContain('Ana Admin fez uma alteração em um item que não existe mais')
    expect(fourth).toContain('Ana Admin editou o produto Caneca Azul')
    expect(fourth).toContain('Nome: Caneca → Caneca Azul')
    expect(fourth).toContain('Aceita avaliações: Sim → Não')
    expect(fourth).toContain('Cores: 1 item → 2 itens')
    expect(fourth).toContain('Outro dado: x → y')
    const page = document.body.textContent ?? ''
    for (const code of ['user.suspend', 'user.edit', 'legacy.thing', 'product.update'])
      expect(page).not.toContain(code)
  })

  it('reads the same entries in English, dates day-first', async () => {
    open()
    await items()
    await act(() => changeLocale('en'))
    await waitFor(async () =>
      expect((await items())[0]).toContain('Ana Admin suspended the account of João Silva'),
    )
    const [first, second, third, fourth] = await items()
    expect(first).toContain('Status: Active → Suspended')
    expect(first).toContain('Reason: Golpes em orçamentos')
    expect(first).toContain('21/11/2026, 20:30')
    expect(second).toContain('Ana Admin changed “E-mail” of João Silva: a@x.com → b@y.com')
    expect(third).toContain('Ana Admin made a change to an item that no longer exists')
    expect(fourth).toContain('Accepts ratings: Yes → No')
    expect(fourth).toContain('Colours: 1 item → 2 items')
  })

  it('reads a weekly schedule as days and times, in both languages', async () => {
    const schedule: AuditEntry = {
      ...base,
      id: 'e5',
      action: 'promoter.schedule',
      targetType: 'promoter',
      targetName: 'Bia Lima',
      // Monday morning and night before; Friday afternoon after; then nothing at all.
      changes: [
        { field: 'weeklyMask', old: 8 + 32, new: 65536 },
        { field: 'blockedDates', old: [], new: ['2026-12-24'] },
      ],
    }
    const cleared: AuditEntry = {
      ...schedule,
      id: 'e6',
      changes: [{ field: 'weeklyMask', old: 65536, new: 0 }],
    }
    open([schedule, cleared])
    const [first, second] = await items()
    expect(first).toContain('Segunda-feira: Manhã, Noite → Sexta-feira: Tarde')
    expect(second).toContain('Sexta-feira: Tarde → nenhum horário')
    await act(() => changeLocale('en'))
    await waitFor(async () =>
      expect((await items())[0]).toContain('Monday: Morning, Night → Friday: Afternoon'),
    )
    expect((await items())[1]).toContain('Friday: Afternoon → no hours')
    expect(document.body.textContent).not.toContain('65536')
  })

  it('filters by who and by the action chosen by its words', async () => {
    const calls = open()
    await items()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Quem fez'), 'ana')
    await waitFor(() =>
      expect(
        calls.some((c) => new URL(c.url, 'http://x').searchParams.get('actor') === 'ana'),
      ).toBe(true),
    )
    await user.click(screen.getByRole('combobox', { name: 'Ação' }))
    await user.click(
      await screen.findByRole('option', { name: 'Suspensão de conta', hidden: true }),
    )
    await waitFor(() => {
      const last = new URL(calls.at(-1)!.url, 'http://x').searchParams
      expect(last.get('action')).toBe('user.suspend')
      expect(last.get('actor')).toBe('ana')
    })
  })

  it('refuses an inverted date range on screen and asks nothing of the API', async () => {
    const calls = open()
    await items()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('De'), '21/11/2026')
    await user.type(screen.getByLabelText('Até'), '20/11/2026')
    const to = screen.getByLabelText('Até')
    await waitFor(() =>
      expect(within(to.closest('.mantine-InputWrapper-root')!).getByText(/"até"/)).toBeTruthy(),
    )
    expect(
      calls.some((c) => new URL(c.url, 'http://x').searchParams.get('to') === '2026-11-20'),
    ).toBe(false)
  })
})
