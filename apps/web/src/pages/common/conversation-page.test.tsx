import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  ConversationDto,
  MessageDto,
} from '@galera/shared/conversations/conversation.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const ID = '44444444-4444-4444-8444-444444444444'
const client = {
  userId: 'h1',
  name: 'Helena Hirer',
  email: 'helena@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const conversation = (over: Partial<ConversationDto> = {}): ConversationDto => ({
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
  ...over,
})
const mine: MessageDto = {
  id: 1,
  mine: true,
  text: 'Me liga no (71) 99999-1234',
  hidden: false,
  reported: false,
  attachment: null,
  contactHidden: true,
  read: true,
  createdAt: '2026-11-22T12:00:00.000Z',
}
const theirs: MessageDto = {
  id: 2,
  mine: false,
  text: 'Claro! Meu contato: [•••]',
  hidden: false,
  reported: false,
  attachment: null,
  contactHidden: false,
  read: false,
  createdAt: '2026-11-22T12:05:00.000Z',
}
const page = (c: ConversationDto, data: MessageDto[]) => ok({ conversation: c, data, before: null })

beforeEach(() => changeLocale('pt-BR'))

describe('conversation page', () => {
  it('shows the masked reply, why my own text is hidden, the receipt, and marks it read', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/conversations/${ID}/messages`]: page(conversation({ unread: 1 }), [mine, theirs]),
      [`POST /api/conversations/${ID}/read`]: ok({ unread: 0 }),
      'GET /api/conversations/unread': ok({ unread: 1 }),
    })
    renderRoutes(routeTree, `/mensagens/${ID}`)
    expect(await screen.findByText('Claro! Meu contato: [•••]')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Paula Promotora' })).toBeTruthy()
    expect(screen.getByText('Pergunta antes de contratar')).toBeTruthy()
    expect(screen.getByTestId('contact-hidden-notice').textContent).toContain(
      'ficam ocultos para Paula Promotora até o negócio ser fechado',
    )
    expect(screen.getByText(/· Lida/)).toBeTruthy()
    expect(screen.queryByTestId('conversation-contact')).toBeNull()
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/${ID}/read`))).toBe(true),
    )
  })

  it('after the deal shows the contact, in English; sends with the keyboard alone', async () => {
    await changeLocale('en')
    const dealt = conversation({
      deal: true,
      jobId: 'j1',
      subject: 'Summer Fair',
      contact: { name: 'Paula Promotora', email: 'paula@galera.dev', phone: '+5571988887777' },
    })
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/conversations/${ID}/messages`]: page(dealt, [{ ...mine, contactHidden: false }]),
      [`POST /api/conversations/${ID}/messages`]: {
        status: 201,
        body: { status: 201, data: { ...mine, id: 3, text: 'Até lá!', contactHidden: false } },
      },
      'GET /api/conversations/unread': ok({ unread: 0 }),
    })
    renderRoutes(routeTree, `/mensagens/${ID}`)
    const contact = await screen.findByTestId('conversation-contact')
    expect(contact.textContent).toContain("Paula Promotora's contact")
    expect(contact.textContent).toContain('+5571988887777')
    expect(contact.textContent).toContain('paula@galera.dev')
    expect(screen.getByText('Hire: Summer Fair')).toBeTruthy()
    expect(screen.queryByTestId('contact-hidden-notice')).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('textbox', { name: 'Message' }))
    await user.keyboard('Até lá!{Control>}{Enter}{/Control}')
    await waitFor(() => {
      const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith(`/${ID}/messages`))
      expect(sent?.body).toEqual({ text: 'Até lá!' })
    })
  })

  it('says when the conversation is not mine or does not exist', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/conversations/${ID}/messages`]: fail(
        404,
        'CONVERSATION_NOT_FOUND',
        'Conversa não encontrada',
      ),
      'GET /api/conversations/unread': ok({ unread: 0 }),
    })
    renderRoutes(routeTree, `/mensagens/${ID}`)
    expect(await screen.findByText('Conversa não encontrada')).toBeTruthy()
  })
})
