import type { PixKeyType } from '@galera/shared'

/**
 * The payment provider port (ADR 0054): only the calls the marketplace makes. Amounts are integer
 * centavos here; the adapter converts to the provider's units. Each call either answers or throws
 * `ProviderError` (a refusal or an unreachable provider), never a half answer.
 */
export interface PaymentProvider {
  createCustomer(input: CustomerInput): Promise<{ id: string }>
  /** A charge the payer settles by Pix or by card on the provider's hosted page. */
  createCharge(input: ChargeInput): Promise<ProviderCharge>
  getCharge(id: string): Promise<ProviderCharge>
  /**
   * Charges, newest first, a page at a time: those of one `externalReference` (our payment id:
   * finds a charge made by a call whose answer was lost), or all created since a day (the daily
   * reconciliation, ADR 0057). Removed charges are not listed.
   */
  listCharges(query: ChargeQuery): Promise<{ data: ProviderCharge[]; hasMore: boolean }>
  /** The charge's Pix BR Code ("copia e cola"). */
  pixCode(id: string): Promise<{ payload: string; expiresAt: string }>
  /**
   * The charge's boleto (it is payable by boleto: `billingType` UNDEFINED or BOLETO): the
   * 47-digit "linha digitável", the 44-digit barcode and the bank slip page.
   */
  boleto(id: string): Promise<{ line: string; barCode: string; url: string }>
  /** Removes a charge nobody paid (the job was cancelled or its deadline passed). */
  cancelCharge(id: string): Promise<void>
  /** Gives `valueCents` of a received charge back to the payer (the whole of it or a part). */
  refund(id: string, valueCents: number, description: string): Promise<void>
  /** Sends money from the platform's balance to a Pix key (the promoter's release). */
  transfer(input: TransferInput): Promise<{ id: string; status: string }>
  /**
   * The transfer sent with this `externalReference` since a day (YYYY-MM-DD), or null: a call
   * whose answer was lost is found again before sending a second one (ADR 0070).
   */
  findTransfer(
    externalReference: string,
    createdFrom: string,
  ): Promise<{ id: string; status: string } | null>
}

export interface CustomerInput {
  name: string
  email: string
  cpfCnpj: string
  externalReference: string
}

export interface ChargeInput {
  customerId: string
  valueCents: number
  /** Venue-local day (YYYY-MM-DD) after which the provider marks the charge overdue. */
  dueDate: string
  description: string
  externalReference: string
}

export interface ChargeQuery {
  externalReference?: string
  /** YYYY-MM-DD: charges created on or after that day. */
  createdFrom?: string
  offset?: number
  /** At most 100 (Asaas's page size limit). */
  limit?: number
}

export type ProviderChargeStatus =
  | 'PENDING'
  | 'CONFIRMED'
  | 'RECEIVED'
  | 'OVERDUE'
  | 'REFUNDED'
  | 'REFUND_REQUESTED'
  | 'REFUND_IN_PROGRESS'
  | 'CHARGEBACK_REQUESTED'
  | 'DELETED'

export interface ProviderCharge {
  id: string
  status: string
  valueCents: number
  billingType: string
  /** The hosted page where the payer pays (a card is typed there, never on our server). */
  invoiceUrl: string
  externalReference: string | null
  /** Centavos given back so far (Asaas: the sum of the charge's `refunds`), null when not told. */
  refundedCents: number | null
}

export interface TransferInput {
  valueCents: number
  pixKey: string
  pixKeyType: PixKeyType
  description: string
  externalReference: string
}

/** A provider answer that is not a success; `unavailable` when it could not be reached or failed. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly unavailable: boolean,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** Reais with 2 decimals (the provider's unit) ↔ integer centavos, without float drift. */
export const toReais = (cents: number): number => Math.round(cents) / 100
export const toCents = (reais: number): number => Math.round(reais * 100)
