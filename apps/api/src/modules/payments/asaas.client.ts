import type { PixKeyType } from '@galera/shared'
import {
  ProviderError,
  toCents,
  toReais,
  type ChargeInput,
  type CustomerInput,
  type PaymentProvider,
  type ProviderCharge,
  type TransferInput,
} from './provider.ts'

/** The Asaas API v3 fields we read of a payment (cobrança). */
export interface AsaasPayment {
  object: 'payment'
  id: string
  customer: string
  value: number
  netValue?: number
  billingType: string
  status: string
  dueDate: string
  invoiceUrl: string
  /** The bank slip page of a charge payable by boleto. */
  bankSlipUrl?: string | null
  externalReference: string | null
  description?: string | null
  deleted?: boolean
  /** The refunds of the charge (Asaas lists each with its value and status). */
  refunds?: Array<{ value: number; status: string }> | null
}

/** A webhook delivery (ADR 0054): `id` is unique per event, `payment` is the charge after it. */
export interface AsaasWebhookEvent {
  id: string
  event: string
  dateCreated?: string
  payment?: AsaasPayment
}

const PIX_KEY_TYPES: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'EMAIL',
  phone: 'PHONE',
  evp: 'EVP',
}

export interface AsaasOptions {
  /** Without `/v3`: https://api-sandbox.asaas.com, https://api.asaas.com, or the stand-in. */
  baseUrl: string
  apiKey: string
  timeoutMs?: number
}

/**
 * A small typed client of the Asaas REST API (ADR 0054: no kept official SDK for Node). Only the
 * calls of the `PaymentProvider` port; the `access_token` header carries the key.
 */
export function asaasProvider(options: AsaasOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '')

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response
    try {
      res = await fetch(`${base}/v3${path}`, {
        method,
        headers: {
          access_token: options.apiKey,
          'content-type': 'application/json',
          'user-agent': 'galera-eventos',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
    } catch (err) {
      throw new ProviderError(`${method} ${path}: ${(err as Error).message}`, 0, true)
    }
    const text = await res.text()
    if (!res.ok) {
      let description = text.slice(0, 300)
      try {
        const parsed = JSON.parse(text) as { errors?: Array<{ description?: string }> }
        description = parsed.errors?.map((e) => e.description).join('; ') || description
      } catch {
        /* not JSON */
      }
      throw new ProviderError(
        `${method} ${path}: ${res.status} ${description}`,
        res.status,
        res.status >= 500 || res.status === 429,
      )
    }
    return JSON.parse(text) as T
  }

  const charge = (p: AsaasPayment): ProviderCharge => ({
    id: p.id,
    status: p.deleted ? 'DELETED' : p.status,
    valueCents: toCents(p.value),
    billingType: p.billingType,
    invoiceUrl: p.invoiceUrl,
    externalReference: p.externalReference ?? null,
    refundedCents: p.refunds
      ? p.refunds
          .filter((r) => r.status !== 'CANCELLED')
          .reduce((sum, r) => sum + toCents(r.value), 0)
      : null,
  })

  return {
    async createCustomer(input: CustomerInput) {
      const c = await call<{ id: string }>('POST', '/customers', {
        name: input.name,
        email: input.email,
        cpfCnpj: input.cpfCnpj,
        externalReference: input.externalReference,
        notificationDisabled: true,
      })
      return { id: c.id }
    },

    async createCharge(input: ChargeInput) {
      // UNDEFINED: the payer chooses Pix or card on the hosted page (and we ask for the Pix code).
      const p = await call<AsaasPayment>('POST', '/payments', {
        customer: input.customerId,
        billingType: 'UNDEFINED',
        value: toReais(input.valueCents),
        dueDate: input.dueDate,
        description: input.description,
        externalReference: input.externalReference,
      })
      return charge(p)
    },

    async getCharge(id) {
      return charge(await call<AsaasPayment>('GET', `/payments/${encodeURIComponent(id)}`))
    },

    async listCharges(query) {
      const params = new URLSearchParams({
        offset: String(query.offset ?? 0),
        limit: String(Math.min(query.limit ?? 100, 100)),
      })
      if (query.externalReference) params.set('externalReference', query.externalReference)
      if (query.createdFrom) params.set('dateCreated[ge]', query.createdFrom)
      const page = await call<{ data: AsaasPayment[]; hasMore: boolean }>(
        'GET',
        `/payments?${params}`,
      )
      return { data: page.data.map(charge), hasMore: page.hasMore }
    },

    async pixCode(id) {
      const q = await call<{ payload: string; expirationDate: string }>(
        'GET',
        `/payments/${encodeURIComponent(id)}/pixQrCode`,
      )
      return { payload: q.payload, expiresAt: q.expirationDate }
    },

    async boleto(id) {
      const [line, p] = await Promise.all([
        call<{ identificationField: string; barCode: string }>(
          'GET',
          `/payments/${encodeURIComponent(id)}/identificationField`,
        ),
        call<AsaasPayment>('GET', `/payments/${encodeURIComponent(id)}`),
      ])
      if (!p.bankSlipUrl) throw new ProviderError(`GET /payments/${id}: no bankSlipUrl`, 502, true)
      return { line: line.identificationField, barCode: line.barCode, url: p.bankSlipUrl }
    },

    async cancelCharge(id) {
      await call('DELETE', `/payments/${encodeURIComponent(id)}`)
    },

    async refund(id, valueCents, description) {
      await call('POST', `/payments/${encodeURIComponent(id)}/refund`, {
        value: toReais(valueCents),
        description,
      })
    },

    async transfer(input: TransferInput) {
      const t = await call<{ id: string; status: string }>('POST', '/transfers', {
        value: toReais(input.valueCents),
        operationType: 'PIX',
        pixAddressKey: input.pixKey,
        pixAddressKeyType: PIX_KEY_TYPES[input.pixKeyType],
        description: input.description,
        externalReference: input.externalReference,
      })
      return { id: t.id, status: t.status }
    },

    async findTransfer(externalReference, createdFrom) {
      // Asaas filters its transfer list by dates, not by reference: the pages since the day of
      // the request are read (a handful: the platform's own transfers of a few days).
      for (let offset = 0; ; offset += 100) {
        const params = new URLSearchParams({
          offset: String(offset),
          limit: '100',
          'dateCreated[ge]': createdFrom,
        })
        const page = await call<{
          data: Array<{ id: string; status: string; externalReference?: string | null }>
          hasMore: boolean
        }>('GET', `/transfers?${params}`)
        const found = page.data.find((t) => t.externalReference === externalReference)
        if (found) return { id: found.id, status: found.status }
        if (!page.hasMore || page.data.length === 0) return null
      }
    },
  }
}
