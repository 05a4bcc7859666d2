import QRCode from 'qrcode'
import { hasError, parsePix } from 'pix-utils'
import { type PaymentDto, type PaymentMethod, type PaymentStatus } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { asaasProvider } from './asaas.client.ts'
import { ProviderError, toCents, type PaymentProvider } from './provider.ts'
import type { PaymentRow } from './payments.repository.ts'

const providers = new WeakMap<AppContext['env'], PaymentProvider>()

/** The provider the settings select (ADR 0054): Asaas's API, or the stand-in at its URL. */
export function paymentProvider(ctx: Pick<AppContext, 'env'>): PaymentProvider {
  let p = providers.get(ctx.env)
  if (!p) {
    p = asaasProvider({
      // Unset in a test that does not pay: a closed loopback port, the call fails at once.
      baseUrl: ctx.env.PAYMENT_PROVIDER_URL ?? 'http://127.0.0.1:9',
      apiKey: ctx.env.PAYMENT_API_KEY,
    })
    providers.set(ctx.env, p)
  }
  return p
}

/** A provider failure as the envelope's 503, logged with what the provider said. */
export function providerFailure(ctx: AppContext, err: unknown): never {
  if (err instanceof ProviderError) {
    ctx.log.warn({ status: err.status, message: err.message }, 'payment provider call failed')
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE')
  }
  throw err
}

/**
 * A BR Code from the provider, checked before a payer sees it: it parses as Pix with a valid
 * CRC16 (pix-utils), and a code that carries an amount carries ours.
 */
export function checkPixCode(payload: string, amountCents: number): string {
  const pix = parsePix(payload)
  if (hasError(pix)) throw new ProviderError(`invalid Pix code: ${pix.message}`, 502, true)
  if (pix.type === 'STATIC' && pix.transactionAmount !== undefined) {
    if (toCents(pix.transactionAmount) !== amountCents)
      throw new ProviderError('Pix code amount differs from the charge', 502, true)
  } else if (pix.type !== 'DYNAMIC' && pix.type !== 'STATIC') {
    throw new ProviderError(`unexpected Pix code type ${pix.type}`, 502, true)
  }
  return payload
}

export async function paymentDto(p: PaymentRow): Promise<PaymentDto> {
  const open = p.status === 'pending' && p.pixPayload
  const svg = open ? await QRCode.toString(p.pixPayload!, { type: 'svg', margin: 1 }) : null
  return {
    jobId: p.jobId,
    status: p.status as PaymentStatus,
    amountCents: p.amountCents,
    deadline: p.deadline.toISOString(),
    pix: open
      ? {
          payload: p.pixPayload!,
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg!).toString('base64')}`,
        }
      : null,
    cardUrl: p.status === 'pending' ? p.cardUrl : null,
    method: (p.method as PaymentMethod | null) ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    releaseAt: p.releaseAt.toISOString(),
    releasedAt: p.releasedAt?.toISOString() ?? null,
    refundCents: p.refundCents,
  }
}
