import type { FormEvent, ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '../../../app/theme.ts'
import { fakeApi, ok } from '../../../test/render.tsx'
import { ADMIN_PROMOTIONS_KEY } from './api.ts'
import { usePromotionModal, type PickedProduct } from './use-promotion-modal.ts'

interface Values {
  title: string
  product: PickedProduct | null
}
const EMPTY: Values = { title: '', product: null }
const submitEvent = { preventDefault() {} } as FormEvent

function setup(
  props: { opened: boolean; editing?: Values },
  send: (body: { title: string }) => Promise<string>,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const onClose = vi.fn()
  const afterClose = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
  const hook = renderHook(
    ({ opened, editing }: { opened: boolean; editing?: Values }) =>
      usePromotionModal<Values, { title: string }, string>({
        opened,
        editing,
        onClose,
        start: () => editing ?? EMPTY,
        empty: EMPTY,
        order: ['title'],
        fieldId: (name) => `test-${name}`,
        validate: (v) =>
          v.title
            ? { ok: true, body: { title: v.title } }
            : { ok: false, errors: { title: 'validation.required' } },
        send,
        savedMessage: 'Banner salvo.',
        afterClose,
      }),
    { wrapper, initialProps: props },
  )
  return { hook, invalidate, onClose, afterClose }
}

describe('usePromotionModal', () => {
  it('starts from what it edits and keeps the picked product among the options', async () => {
    fakeApi({ 'GET /api/admin/products': ok({ data: [], total: 0, page: 1 }) })
    const editing = { title: 'Vitrine', product: { id: 'p1', label: 'Caneta (XBZ-1020)' } }
    const { hook } = setup({ opened: false }, async () => 'id')
    expect(hook.result.current.values).toEqual(EMPTY)
    hook.rerender({ opened: true, editing })
    await waitFor(() => expect(hook.result.current.values).toEqual(editing))
    expect(hook.result.current.productOptions).toEqual([
      { value: 'p1', label: 'Caneta (XBZ-1020)' },
    ])
  })

  it('a save says so, refreshes the promotion lists, closes, then hands over the answer', async () => {
    fakeApi({ 'GET /api/admin/products': ok({ data: [], total: 0, page: 1 }) })
    const send = vi.fn(async () => 'new-id')
    const { hook, invalidate, onClose, afterClose } = setup({ opened: true }, send)
    await act(() => hook.result.current.submit(submitEvent))
    expect(hook.result.current.errors).toEqual({ title: 'validation.required' })
    expect(send).not.toHaveBeenCalled()

    act(() => hook.result.current.set('title', 'Vitrine'))
    await act(() => hook.result.current.submit(submitEvent))
    expect(send).toHaveBeenCalledWith({ title: 'Vitrine' })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ADMIN_PROMOTIONS_KEY })
    expect(onClose).toHaveBeenCalledOnce()
    expect(afterClose).toHaveBeenCalledWith('new-id')
    expect(await screen.findByText('Banner salvo.')).toBeTruthy()
  })
})
