import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import QRCode from 'qrcode'
import { createStaticPix, hasError } from 'pix-utils'
import type { AsaasWebhookEvent } from '../asaas.client.ts'
import { payPage } from './pay-page.ts'
import { boletoOf, slipPage } from './boleto.ts'
import {
  BILLING,
  ChargeMap,
  payMethod,
  publicCharge,
  type Charge,
  type PayMethod,
} from './charges.ts'
import { error, json, readBody } from './http.ts'

export interface StandInOptions {
  /** The `access_token` the API calls must carry. */
  apiKey: string
  /** Where events go (our `/webhooks/asaas`) and the `asaas-access-token` they carry. */
  webhookUrl?: string
  webhookToken: string
  host?: string
  port?: number
}

/**
 * A local stand-in of the Asaas API (ADR 0054) for development and tests: the subset the adapter
 * calls, with Asaas's paths and field names, a hosted page to pay a charge by Pix or card, and the
 * webhooks Asaas sends, in Asaas's order, with the `asaas-access-token` header. Deliveries are
 * sent one after another and retried like Asaas does (at least once).
 */
export async function startStandIn(options: StandInOptions) {
  const charges = new ChargeMap()
  const customers = new Map<string, { id: string; cpfCnpj: string }>()
  const transfers: Array<{
    id: string
    value: number
    pixAddressKey: string
    status: string
    externalReference: string | null
    dateCreated: string
  }> = []
  // Tests: the next calls of a kind fail: `before` it is done (the provider is down) or `after`
  // (it is done, the answer is lost) — a crash between the call and its result, seen from us.
  const failures: Array<{ call: 'transfer' | 'refund'; when: 'before' | 'after' }> = []
  const failing = (call: 'transfer' | 'refund', when: 'before' | 'after') => {
    const i = failures.findIndex((f) => f.call === call && f.when === when)
    if (i < 0) return false
    failures.splice(i, 1)
    return true
  }
  const delivered: AsaasWebhookEvent[] = []
  // Tests: every API call taken (`METHOD /v3/path`), in order.
  const calls: string[] = []
  let webhookUrl = options.webhookUrl
  // Tests: runs after a charge is made and its PAYMENT_CREATED queued, before the answer.
  let beforeCreateAnswer: ((chargeId: string) => Promise<void>) | undefined
  // Tests: runs when a create call arrives, before the charge is made.
  let beforeCreate: (() => Promise<void>) | undefined
  // Tests: runs when a list call arrives, before the page is read.
  let beforeList: (() => Promise<void>) | undefined
  let queue: Promise<void> = Promise.resolve()
  let seq = 0
  // The day a charge or transfer is created on: the API's clock in tests (`setClock`).
  let clock = () => new Date()
  const today = () => clock().toISOString().slice(0, 10)
  // The platform's own Pix key at the provider, written into each charge's BR Code.
  const platformKey = randomUUID()

  const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

  function send(event: string, charge: Charge) {
    const { pixPayload: _p, refunded: _r, dateCreated: _d, ...payment } = charge
    const body: AsaasWebhookEvent = {
      id: `evt_${randomBytes(16).toString('hex')}&${++seq}`,
      event,
      dateCreated: new Date().toISOString().slice(0, 19).replace('T', ' '),
      payment,
    }
    queue = queue.then(() => deliver(body))
  }

  async function deliver(body: AsaasWebhookEvent) {
    if (!webhookUrl) return
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'asaas-access-token': options.webhookToken,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        })
        if (res.ok) {
          delivered.push(body)
          return
        }
      } catch {
        /* retried below */
      }
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)))
    }
  }

  function pixPayload(id: string, value: number): string {
    const pix = createStaticPix({
      merchantName: 'GALERA EVENTOS',
      merchantCity: 'SAO PAULO',
      pixKey: platformKey,
      txid: id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
      transactionAmount: value,
    })
    if (hasError(pix)) throw new Error(`pix-utils: ${pix.message}`)
    return pix.toBRCode()
  }

  /**
   * Plays the payer paying: Pix is received at once; a card is confirmed (credited later); a
   * boleto is received when the bank clears it (the stand-in clears it at once: Asaas sends
   * PAYMENT_RECEIVED for a boleto, no PAYMENT_CONFIRMED).
   */
  function pay(charge: Charge, method: PayMethod) {
    if (charge.deleted || (charge.status !== 'PENDING' && charge.status !== 'OVERDUE')) return false
    charge.billingType = BILLING[method]
    charge.status = method === 'card' ? 'CONFIRMED' : 'RECEIVED'
    charge.netValue = charge.value
    send(method === 'card' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_RECEIVED', charge)
    return true
  }
  const isOpen = (c: Charge) => !c.deleted && (c.status === 'PENDING' || c.status === 'OVERDUE')

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const parts = url.pathname.split('/').filter(Boolean)
    const method = req.method ?? 'GET'

    // The hosted page (no key: the payer's browser opens it).
    if (parts[0] === 'i' && parts[1]) {
      const charge = charges.get(parts[1])
      if (!charge) return error(res, 404, 'Cobrança não encontrada')
      if (method === 'POST' && parts[2] === 'pay') {
        const form = await readBody(req)
        const how = payMethod(form.method)
        pay(charge, how)
        res
          .writeHead(303, { location: how === 'boleto' ? `/b/${charge.id}` : `/i/${charge.id}` })
          .end()
        return
      }
      const qrDataUrl = await QRCode.toDataURL(charge.pixPayload, { margin: 1, width: 200 })
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(payPage({ ...charge, qrDataUrl }))
      return
    }

    // The bank slip page (`bankSlipUrl`; no key: the payer's browser opens it).
    if (parts[0] === 'b' && parts[1]) {
      const charge = charges.get(parts[1])
      if (!charge) return error(res, 404, 'Cobrança não encontrada')
      const slip = boletoOf(charge.id, Math.round(charge.value * 100), charge.dueDate)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        slipPage({
          id: charge.id,
          value: charge.value,
          dueDate: charge.dueDate,
          status: charge.status,
          open: isOpen(charge),
          identificationField: slip.identificationField,
        }),
      )
      return
    }

    if (parts[0] !== 'v3') return error(res, 404, 'Not found')
    calls.push(`${method} ${url.pathname}`)
    if (req.headers.access_token !== options.apiKey)
      return error(res, 401, 'A chave de API fornecida é inválida')
    const body = method === 'POST' ? await readBody(req) : {}

    if (parts[1] === 'customers' && method === 'POST' && parts.length === 2) {
      if (typeof body.cpfCnpj !== 'string' || !/^\d{11}$|^[0-9A-Z]{14}$/.test(body.cpfCnpj))
        return error(res, 400, 'O CPF/CNPJ informado é inválido')
      const c = { id: newId('cus'), cpfCnpj: body.cpfCnpj }
      customers.set(c.id, c)
      return json(res, 200, { object: 'customer', ...body, ...c })
    }

    if (parts[1] === 'payments') {
      const id = parts[2]
      if (!id && method === 'GET') {
        // Asaas's list: filters, offset/limit (at most 100), newest first.
        const ref = url.searchParams.get('externalReference')
        const from = url.searchParams.get('dateCreated[ge]')
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
        await beforeList?.()
        const all = charges.listed(ref, from)
        const data = all.slice(offset, offset + limit).map(publicCharge)
        return json(res, 200, {
          object: 'list',
          hasMore: offset + limit < all.length,
          totalCount: all.length,
          limit,
          offset,
          data,
        })
      }
      if (!id && method === 'POST') {
        await beforeCreate?.()
        const value = Number(body.value)
        if (!customers.has(String(body.customer)))
          return error(res, 400, 'Customer inválido ou não informado')
        if (!Number.isFinite(value) || value < 0.01)
          return error(res, 400, 'O valor da cobrança deve ser informado')
        const chargeId = newId('pay')
        const charge: Charge = {
          object: 'payment',
          id: chargeId,
          customer: String(body.customer),
          value,
          billingType: String(body.billingType ?? 'UNDEFINED'),
          status: 'PENDING',
          dueDate: String(body.dueDate),
          description: typeof body.description === 'string' ? body.description : null,
          externalReference:
            typeof body.externalReference === 'string' ? body.externalReference : null,
          invoiceUrl: `${base()}/i/${chargeId}`,
          bankSlipUrl: `${base()}/b/${chargeId}`,
          deleted: false,
          pixPayload: pixPayload(chargeId, value),
          refunded: 0,
          refunds: [],
          dateCreated: today(),
        }
        charges.set(chargeId, charge)
        send('PAYMENT_CREATED', charge)
        await beforeCreateAnswer?.(chargeId)
        return json(res, 200, publicCharge(charge))
      }
      const charge = id ? charges.get(id) : undefined
      if (!charge) return error(res, 404, 'Cobrança não encontrada')
      if (method === 'GET' && parts[3] === 'pixQrCode')
        return json(res, 200, {
          encodedImage: (await QRCode.toDataURL(charge.pixPayload)).split(',')[1],
          payload: charge.pixPayload,
          expirationDate: `${charge.dueDate} 23:59:59`,
        })
      // Asaas: the boleto's line of a charge payable by boleto (BOLETO or UNDEFINED).
      if (method === 'GET' && parts[3] === 'identificationField') {
        if (!isOpen(charge)) return error(res, 400, 'A cobrança não está aberta')
        return json(res, 200, boletoOf(charge.id, Math.round(charge.value * 100), charge.dueDate))
      }
      if (method === 'GET' && !parts[3]) return json(res, 200, publicCharge(charge))
      if (method === 'DELETE' && !parts[3]) {
        if (charge.status !== 'PENDING' && charge.status !== 'OVERDUE')
          return error(res, 400, 'Só é possível remover cobranças pendentes ou vencidas')
        charge.deleted = true
        charges.changed()
        send('PAYMENT_DELETED', charge)
        return json(res, 200, { deleted: true, id: charge.id })
      }
      if (method === 'POST' && parts[3] === 'refund') {
        if (failing('refund', 'before')) return error(res, 503, 'Serviço indisponível')
        if (charge.status !== 'RECEIVED' && charge.status !== 'CONFIRMED')
          return error(res, 400, 'A cobrança não pode ser estornada')
        const value = body.value === undefined ? charge.value - charge.refunded : Number(body.value)
        if (!(value > 0) || charge.refunded + value > charge.value + 1e-9)
          return error(res, 400, 'O valor do estorno é maior que o saldo da cobrança')
        charge.refunded = Math.round((charge.refunded + value) * 100) / 100
        charge.refunds = [...(charge.refunds ?? []), { value, status: 'DONE' }]
        const full = Math.abs(charge.refunded - charge.value) < 0.005
        if (full) charge.status = 'REFUNDED'
        send(full ? 'PAYMENT_REFUNDED' : 'PAYMENT_PARTIALLY_REFUNDED', charge)
        if (failing('refund', 'after')) return error(res, 502, 'Bad gateway')
        return json(res, 200, publicCharge(charge))
      }
    }

    if (parts[1] === 'transfers' && method === 'GET' && parts.length === 2) {
      // Asaas's list: by creation day, offset/limit (at most 100), newest first.
      const from = url.searchParams.get('dateCreated[ge]')
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
      const all = transfers.filter((t) => from === null || t.dateCreated >= from).reverse()
      return json(res, 200, {
        object: 'list',
        hasMore: offset + limit < all.length,
        totalCount: all.length,
        limit,
        offset,
        data: all.slice(offset, offset + limit).map((t) => ({ object: 'transfer', ...t })),
      })
    }

    if (parts[1] === 'transfers' && method === 'POST' && parts.length === 2) {
      if (failing('transfer', 'before')) return error(res, 503, 'Serviço indisponível')
      const value = Number(body.value)
      if (!(value > 0) || typeof body.pixAddressKey !== 'string')
        return error(res, 400, 'Informe o valor e a chave Pix da transferência')
      const t = {
        id: randomUUID(),
        value,
        pixAddressKey: body.pixAddressKey,
        status: 'PENDING',
        externalReference:
          typeof body.externalReference === 'string' ? body.externalReference : null,
        dateCreated: today(),
      }
      transfers.push(t)
      if (failing('transfer', 'after')) return error(res, 502, 'Bad gateway')
      return json(res, 200, { object: 'transfer', type: 'PIX', ...t })
    }
    return error(res, 404, 'Not found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => error(res, 500, err.message))
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const { port } = server.address() as AddressInfo
  const base = () => `http://${options.host ?? '127.0.0.1'}:${port}`

  return {
    url: base(),
    charges,
    transfers,
    /** The API calls taken so far (`GET /v3/payments`, …), in order; the hosted page's aside. */
    calls,
    /** Events delivered (answered 2xx) so far, in order. */
    delivered,
    setWebhookUrl(url: string) {
      webhookUrl = url
    },
    /** The clock whose day stamps new charges and transfers (`dateCreated`); the system's by default. */
    setClock(now: () => Date) {
      clock = now
    },
    /**
     * Tests: `fn` runs when a charge was made (its PAYMENT_CREATED queued) and before the create
     * call is answered, e.g. to deliver webhooks first; `undefined` removes it.
     */
    beforeCreateAnswer(fn: ((chargeId: string) => Promise<void>) | undefined) {
      beforeCreateAnswer = fn
    },
    /** Tests: `fn` runs when a list call arrives, before its page is read; `undefined` removes it. */
    beforeList(fn: (() => Promise<void>) | undefined) {
      beforeList = fn
    },
    /** Tests: `fn` runs when a create call arrives, before the charge exists; `undefined` removes it. */
    beforeCreate(fn: (() => Promise<void>) | undefined) {
      beforeCreate = fn
    },
    /** Tests: the next `call` fails before it is done (down) or after (its answer lost). */
    failNext(call: 'transfer' | 'refund', when: 'before' | 'after') {
      failures.push({ call, when })
    },
    /** The payer pays (what the hosted page's buttons do). */
    pay(id: string, method: PayMethod = 'pix') {
      const charge = charges.get(id)
      return charge ? pay(charge, method) : false
    },
    /** Resolves when every queued webhook has been delivered (or given up). */
    async idle() {
      let last: Promise<void>
      do {
        last = queue
        await last
      } while (last !== queue)
    },
    /** Stops taking calls (webhooks still queued are dropped after their retries). */
    async close() {
      webhookUrl = undefined
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type StandIn = Awaited<ReturnType<typeof startStandIn>>
