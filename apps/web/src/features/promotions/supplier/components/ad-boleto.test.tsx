import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { AdInvoiceDto } from '@galera/shared/payments/ad-payment.schemas.ts'
import { changeLocale, loadDomain } from '../../../../lib/i18n.ts'
import { renderRoutes } from '../../../../test/render.tsx'
import { AdInvoiceCard } from './ad-invoice-card.tsx'

const LINE = '46191234560123456789501234567890212345678901500'
const pending = (over: Partial<AdInvoiceDto> = {}): AdInvoiceDto => ({
  id: 'i1',
  auctionId: 'a1',
  auctionName: 'Destaque de dezembro',
  startsOn: '2026-12-01',
  endsOn: '2026-12-07',
  status: 'pending',
  amountCents: 15_000,
  deadline: '2026-11-24T12:00:00.000Z',
  pix: { payload: '00020126580014br.gov.bcb.pix', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
  cardUrl: 'http://stand-in.test/i/pay_1',
  boleto: {
    line: LINE,
    url: 'http://stand-in.test/b/pay_1',
    clearsBy: '2026-11-27T12:00:00.000Z',
  },
  boletoOffered: true,
  method: null,
  paidAt: null,
  refundCents: 0,
  ...over,
})

const show = (inv: AdInvoiceDto) =>
  renderRoutes([{ path: '/', element: <AdInvoiceCard invoice={inv} /> }])

beforeEach(async () => {
  await Promise.all([loadDomain('hire'), loadDomain('supplierPromotions')])
})

describe('an ad invoice paid by boleto (ADR 0060, amended)', () => {
  it('shows the line in groups with a copy button, the slip page and until when it may clear', async () => {
    await changeLocale('pt-BR')
    show(pending())
    const boleto = screen.getByTestId('ad-boleto')
    const field = within(boleto).getByLabelText('Linha digitável do boleto') as HTMLInputElement
    expect(field.value.replace(/\D/g, '')).toBe(LINE)
    expect(field.value).toBe('46191.23456 01234.567895 01234.567890 2 12345678901500')
    expect(within(boleto).getByRole('button', { name: 'Copiar linha' })).toBeTruthy()
    expect(within(boleto).getByRole('link', { name: 'Abrir o boleto' }).getAttribute('href')).toBe(
      'http://stand-in.test/b/pay_1',
    )
    // 12:00Z is 09:00 in São Paulo.
    expect(boleto.textContent).toMatch(/27\/11\/2026.*09:00/)
  })

  it('not offered: a sentence says why, in both languages', async () => {
    await changeLocale('en')
    show(pending({ boleto: null, boletoOffered: false }))
    expect(screen.queryByTestId('ad-boleto')).toBeNull()
    expect(screen.getByTestId('boleto-unavailable').textContent).toContain(
      'takes up to 3 business days to clear, and the ad period starts before that',
    )
  })
})
