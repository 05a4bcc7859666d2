import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  ConversationDto,
  MessageDto,
} from '@galera/shared/conversations/conversation.schemas.ts'
import { changeLocale, loadDomain } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { ConversationThread } from './conversation-thread.tsx'

const ID = '55555555-5555-4555-8555-555555555555'
const client = {
  userId: 'h1',
  name: 'Helena Hirer',
  email: 'helena@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const conversation: ConversationDto = {
  id: ID,
  kind: 'promoter',
  side: 'hirer',
  counterpart: { id: 'p1', name: 'Paula Promotora' },
  jobId: null,
  budgetId: null,
  proposalId: null,
  subject: null,
  deal: false,
  contact: null,
  lastMessage: null,
  unread: 0,
}
const base = {
  hidden: false,
  reported: false,
  attachment: null,
  contactHidden: false,
  read: true,
  createdAt: '2026-11-22T12:00:00.000Z',
}
const mine: MessageDto = { ...base, id: 1, mine: true, text: 'Oi, tudo bem?' }
const theirs: MessageDto = { ...base, id: 2, mine: false, text: 'Me paga por fora' }
const removed: MessageDto = { ...base, id: 3, mine: false, text: '', hidden: true }
const page = (data: MessageDto[]) => ok({ conversation, data, before: null })
const thread = () => renderRoutes([{ path: '/', element: <ConversationThread id={ID} /> }], '/')

beforeAll(() => loadDomain('conversations'))
beforeEach(() => changeLocale('pt-BR'))

describe('reporting a message', () => {
  it('is offered on the other side’s messages only, and sent with the keyboard alone', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/conversations/${ID}/messages`]: [
        page([mine, theirs, removed]),
        page([mine, { ...theirs, reported: true }, removed]),
      ],
      [`POST /api/conversations/${ID}/messages/2/report`]: ok({ ok: true }),
    })
    thread()
    await screen.findByText('Me paga por fora')
    // One report button: not on my message, not on the removed one.
    const buttons = screen.getAllByRole('button', { name: /Denunciar/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Denunciar mensagem de Paula Promotora')
    expect(screen.getByText('Mensagem removida pela moderação')).toBeTruthy()

    const user = userEvent.setup()
    buttons[0]!.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar mensagem' })
    // No reason: the shared schema's translated "required", nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }))
    expect(await within(dialog).findByText('Campo obrigatório')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/report'))).toBe(false)

    within(dialog).getByRole('radio', { name: 'Golpe ou fraude' }).focus()
    await user.keyboard(' ')
    await user.tab()
    await user.keyboard('Pediu pagamento fora da plataforma')
    await user.tab() // Cancelar
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Enviar denúncia')
    await user.keyboard('{Enter}')
    await waitFor(() => {
      const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages/2/report'))
      expect(sent?.body).toEqual({
        reason: 'fraud',
        note: 'Pediu pagamento fora da plataforma',
      })
    })
    expect(await screen.findByText('Denúncia enviada. A moderação vai analisar.')).toBeTruthy()
    expect(await screen.findByTestId('message-reported')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Denunciar mensagem/ })).toBeNull()
  })

  it('says so in English when the message was already reported', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok({ ...client, locale: 'en' }),
      [`GET /api/conversations/${ID}/messages`]: page([theirs]),
      [`POST /api/conversations/${ID}/messages/2/report`]: fail(
        409,
        'MESSAGE_ALREADY_REPORTED',
        'You have already reported this message',
      ),
    })
    thread()
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Report message from Paula Promotora' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report message' })
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have already reported this message',
    )
  })
})
