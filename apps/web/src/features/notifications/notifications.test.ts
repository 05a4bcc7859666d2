import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { NotificationDto } from '@galera/shared/notifications/notification.schemas.ts'
import { applyPushed, applyRead, NOTIFICATIONS_KEY, type NotificationPages } from './api.ts'
import { relativeTime } from './relative-time.ts'

const n = (id: string, read = false): NotificationDto => ({
  id,
  code: 'supplier_new',
  link: '/admin/home',
  params: { name: id },
  read,
  createdAt: '2026-11-22T12:00:00.000Z',
})

function seeded() {
  const client = new QueryClient()
  client.setQueryData<NotificationPages>(NOTIFICATIONS_KEY, {
    pageParams: [1, 2],
    pages: [
      { data: [n('b'), n('a', true)], last_page: 2, unread: 1 },
      { data: [n('z')], last_page: 2, unread: 1 },
    ],
  })
  const read = () => client.getQueryData<NotificationPages>(NOTIFICATIONS_KEY)!
  return { client, read }
}

describe('notification cache updates', () => {
  it('puts a pushed notification on top once, with the new unread count', () => {
    const { client, read } = seeded()
    applyPushed(client, { notification: n('c'), unread: 2 })
    applyPushed(client, { notification: n('c'), unread: 2 })
    expect(read().pages[0].data.map((x) => x.id)).toEqual(['c', 'b', 'a'])
    expect(read().pages.map((p) => p.unread)).toEqual([2, 2])
  })

  it('flips one or all to read and takes the server count', () => {
    const { client, read } = seeded()
    applyRead(client, 'b', 0)
    expect(read().pages[0].data[0].read).toBe(true)
    expect(read().pages[1].data[0].read).toBe(false)
    applyRead(client, 'all', 0)
    expect(
      read()
        .pages.flatMap((p) => p.data)
        .every((x) => x.read),
    ).toBe(true)
    expect(read().pages[0].unread).toBe(0)
  })

  it('leaves an empty cache alone', () => {
    const client = new QueryClient()
    applyPushed(client, { notification: n('c'), unread: 1 })
    expect(client.getQueryData(NOTIFICATIONS_KEY)).toBeUndefined()
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it.each([
    ['2026-11-22T12:00:00Z', 'pt-BR', 'agora'],
    ['2026-11-22T11:59:20Z', 'pt-BR', 'agora'],
    ['2026-11-22T11:59:10Z', 'en', '50 seconds ago'],
    ['2026-11-22T11:55:00Z', 'pt-BR', 'há 5 minutos'],
    ['2026-11-22T09:00:00Z', 'en', '3 hours ago'],
    ['2026-11-21T12:00:00Z', 'en', 'yesterday'],
  ])('%s in %s → %s', (iso, locale, text) => {
    expect(relativeTime(iso, locale, now)).toBe(text)
  })
})
