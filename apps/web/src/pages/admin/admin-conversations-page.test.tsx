import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  AdminConversation,
  ReportedConversation,
} from '@galera/shared/conversations/moderation.schemas.ts'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { routes } from '../../lib/routes.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { AdminConversationPage } from './admin-conversation-page.tsx'
import { AdminConversationsPage } from './admin-conversations-page.tsx'
import { adminMe } from '../../test/accounts.ts'

const ID = '66666666-6666-4666-8666-666666666666'
const admin = adminMe()
const reported: ReportedConversation = {
  id: ID,
  kind: 'budget',
  hirer: { id: 'h1', name: 'Helena Cliente', contactAttempts: 0, suspended: false },
  // Every attempt the supplier made, in any conversation (not only this one's one).
  provider: { id: 's1', name: 'Brindes Sol', contactAttempts: 3, suspended: false },
  openReports: 1,
  reports: 2,
  lastReportAt: '2026-11-22T15:00:00.000Z',
}
const reading: AdminConversation = {
  conversation: reported,
  data: [
    {
      id: 10,
      side: 'hirer',
      authorId: 'h1',
      text: 'Qual o prazo do logo?',
      contactAttempt: false,
      hidden: false,
      attachment: null,
      createdAt: '2026-11-22T12:00:00.000Z',
      reports: [],
    },
    {
      id: 11,
      side: 'provider',
      authorId: 's1',
      text: 'Me chama no (71) 99999-1234',
      contactAttempt: true,
      hidden: false,
      attachment: null,
      createdAt: '2026-11-22T12:05:00.000Z',
      reports: [
        {
          id: 'r1',
          reason: 'contact',
          note: 'Quer fechar por fora',
          createdAt: '2026-11-22T15:00:00.000Z',
          resolution: null,
        },
      ],
    },
    {
      id: 12,
      side: 'provider',
      authorId: 's1',
      text: 'Promoção imperdível',
      contactAttempt: false,
      hidden: false,
      attachment: null,
      createdAt: '2026-11-22T12:06:00.000Z',
      reports: [
        {
          id: 'r2',
          reason: 'spam',
          note: null,
          createdAt: '2026-11-22T14:00:00.000Z',
          resolution: 'dismissed',
        },
      ],
    },
  ],
}
const screens = [
  { path: routes.adminConversations, element: <AdminConversationsPage /> },
  { path: routes.adminConversation, element: <AdminConversationPage /> },
]

beforeAll(() => Promise.all([loadDomain('admin'), loadDomain('conversations')]))
beforeEach(async () => {
  await changeLocale('pt-BR')
  // jsdom has no FontFaceSet; Mantine's autosize textarea (the suspension reason) listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

describe('admin: reported conversations', () => {
  it('lists them with names and counts, and the tab is in the admin navigation', async () => {
    fakeApi({
      'GET /api/auth/me': ok(admin),
      'GET /api/admin/conversations/reports': ok({ data: [reported] }),
    })
    renderRoutes(screens, '/admin/conversations')
    const row = await screen.findByTestId('reported-conversation')
    expect(within(row).getByText('Helena Cliente')).toBeTruthy()
    expect(within(row).getByText('Brindes Sol')).toBeTruthy()
    const open = within(row).getByRole('link', {
      name: 'Orçamento — ler a conversa entre Helena Cliente e Brindes Sol',
    })
    expect(open.getAttribute('href')).toBe(`/admin/conversation/${ID}`)
    expect(open.textContent).toBe('Orçamento')
    expect(screen.getByText('1 conversa denunciada')).toBeTruthy()
    const tab = within(screen.getByRole('navigation')).getByRole('link', { name: 'Conversas' })
    expect(tab.getAttribute('aria-current')).toBe('page')
  })

  it('says when there are none, in English', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok({ ...admin, locale: 'en' }),
      'GET /api/admin/conversations/reports': ok({ data: [] }),
    })
    renderRoutes(screens, '/admin/conversations')
    expect(await screen.findByText('No reported conversations')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeTruthy()
  })

  it('reads one as written with the reports, the contact attempts, and hides a message', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/conversations/${ID}`]: ok(reading),
      'GET /api/admin/conversations/reports': ok({ data: [reported] }),
      'POST /api/admin/conversations/messages/11/hide': ok({ ok: true }),
    })
    renderRoutes(screens, `/admin/conversation/${ID}`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Conversa entre Helena Cliente e Brindes Sol',
      }),
    ).toBeTruthy()
    expect(screen.getByText('Me chama no (71) 99999-1234')).toBeTruthy()
    const [hirer, supplier] = screen.getAllByTestId('participant')
    expect(within(hirer!).getByTestId('contact-attempts').textContent).toBe(
      'Nenhuma tentativa de passar contato antes do negócio',
    )
    expect(within(supplier!).getByText('Fornecedor')).toBeTruthy()
    expect(within(supplier!).getByTestId('contact-attempts').textContent).toBe(
      '3 tentativas de passar contato antes do negócio',
    )
    const messages = screen.getAllByTestId('admin-message')
    expect(within(messages[1]!).getByText(/Passou contato antes do negócio/).textContent).toContain(
      '“Quer fechar por fora” · aberta',
    )
    // Actions only where a report is open.
    expect(within(messages[0]!).queryByRole('button')).toBeNull()
    expect(within(messages[2]!).queryByRole('button')).toBeNull()
    expect(within(messages[2]!).getByText(/arquivada/)).toBeTruthy()

    const user = userEvent.setup()
    await user.click(within(messages[1]!).getByRole('button', { name: 'Remover mensagem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remover mensagem' })
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/messages/11/hide'))).toBe(
        true,
      ),
    )
    expect(await screen.findByText('Mensagem removida.')).toBeTruthy()
    // The read is made again after the action (the new state), not on a timer.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith(`/admin/conversations/${ID}`))).toHaveLength(2),
    )
  })

  it('suspends the sender through /admin/users/{id}/suspend, with a reason, and shows it', async () => {
    const suspended: AdminConversation = {
      ...reading,
      conversation: { ...reported, provider: { ...reported.provider, suspended: true } },
    }
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/conversations/${ID}`]: [ok(reading), ok(suspended)],
      'POST /api/admin/users/s1/suspend': ok({ id: 's1' }),
    })
    renderRoutes(screens, `/admin/conversation/${ID}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Suspender Brindes Sol' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspender a conta de Brindes Sol' })
    await user.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      'Contato por fora, 3 vezes',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar suspensão' }))
    await waitFor(() => {
      const sent = calls.find((c) => c.url.endsWith('/admin/users/s1/suspend'))
      expect(sent?.body).toEqual({ reason: 'Contato por fora, 3 vezes' })
    })
    expect(await screen.findByText('Conta de Brindes Sol suspensa.')).toBeTruthy()
    // The conversation is read again: the supplier is shown suspended, with nothing to suspend.
    const supplier = screen.getAllByTestId('participant')[1]!
    await waitFor(() =>
      expect(within(supplier).getByTestId('participant-suspended').textContent).toBe(
        'Conta suspensa',
      ),
    )
    expect(within(supplier).queryByRole('button', { name: 'Suspender Brindes Sol' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Suspender Helena Cliente' })).toBeTruthy()
  })

  it('answers "not found" for a conversation nobody reported', async () => {
    fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/conversations/${ID}`]: fail(
        404,
        'CONVERSATION_NOT_FOUND',
        'Conversa não encontrada',
      ),
    })
    renderRoutes(screens, `/admin/conversation/${ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversa denunciada não encontrada' }),
    ).toBeTruthy()
  })
})
