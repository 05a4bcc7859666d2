import { z } from 'zod'
import { UF_CODES, type CepAddress, type UfCode } from '@galera/shared'

/**
 * Adapter for a ViaCEP-compatible provider: `GET ${baseUrl}/ws/${cep}/json/` answers
 * `{cep, logradouro, bairro, localidade, uf, ibge, …}` or `{erro: true}` for an unknown CEP.
 *
 * The provider is treated as hostile (SECURITY.md "Faults"): bounded in time and in bytes, no
 * redirects followed, its JSON validated, every string cleaned and capped. Whatever goes wrong
 * becomes a CepProviderError, which the service answers as 503 so the person types the address.
 */

export interface CepProviderOptions {
  baseUrl: string
  timeoutMs: number
}

export type CepLookup = { found: true; address: CepAddress } | { found: false }

export type CepProviderFailure =
  'timeout' | 'network' | 'status' | 'too_large' | 'invalid_json' | 'invalid_payload'

export class CepProviderError extends Error {
  constructor(
    readonly reason: CepProviderFailure,
    readonly httpStatus?: number,
  ) {
    super(`CEP provider failed: ${reason}${httpStatus ? ` (${httpStatus})` : ''}`)
    this.name = 'CepProviderError'
  }
}

/** A real ViaCEP answer is ~300 bytes; anything past this is not an address. */
export const CEP_MAX_RESPONSE_BYTES = 16 * 1024
/** Longest text kept from any provider field. */
export const CEP_FIELD_MAX_CHARS = 200

const NotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) })

const field = z
  .string()
  .nullish()
  .transform((v) => v ?? '')
/** Unknown keys (complemento, ddd, siafi …) are dropped; a field of the wrong type makes it garbage. */
const AddressAnswerSchema = z.object({
  logradouro: field,
  bairro: field,
  localidade: field,
  uf: field,
  ibge: field,
})

// C0/C1 controls, DEL, zero-width and bidi-override characters: nothing an address needs, and
// each can hide or reorder text on screen or break a log line.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g
const TAG = /<[^<>]*>/g

/** Trimmed one-line text without controls, markup or angle brackets, at most 200 characters. */
export function cleanText(value: string): string {
  const text = value
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(TAG, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  // Cut by code points so an emoji is never split in half.
  const chars = Array.from(text)
  return chars.length > CEP_FIELD_MAX_CHARS
    ? chars.slice(0, CEP_FIELD_MAX_CHARS).join('').trimEnd()
    : text
}

function cleanUf(value: string): UfCode | '' {
  const uf = value.trim().toUpperCase()
  return (UF_CODES as readonly string[]).includes(uf) ? (uf as UfCode) : ''
}

function cleanIbge(value: string): string {
  const ibge = value.trim()
  return /^\d{7}$/.test(ibge) ? ibge : ''
}

/**
 * Maps a parsed provider answer to a lookup result; throws `invalid_payload` for anything that is
 * neither "not found" nor an address with at least a city or a state.
 */
export function parseCepAnswer(cep: string, json: unknown): CepLookup {
  if (NotFoundSchema.safeParse(json).success) return { found: false }
  const parsed = AddressAnswerSchema.safeParse(json)
  if (!parsed.success) throw new CepProviderError('invalid_payload')
  const a = parsed.data
  const address: CepAddress = {
    // The CEP we asked for, never the provider's echo of it.
    cep,
    street: cleanText(a.logradouro),
    neighborhood: cleanText(a.bairro),
    city: cleanText(a.localidade),
    uf: cleanUf(a.uf),
    ibgeCode: cleanIbge(a.ibge),
  }
  if (!address.city && !address.uf) throw new CepProviderError('invalid_payload')
  return { found: true, address }
}

/** Reads the body as text, giving up past `max` bytes. */
async function readCapped(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => {})
    throw new CepProviderError('too_large')
  }
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      throw new CepProviderError('too_large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Asks the provider about one CEP (8 digits). Resolves found / not found, or throws CepProviderError. */
export async function fetchCep(cep: string, options: CepProviderOptions): Promise<CepLookup> {
  if (!/^\d{8}$/.test(cep)) throw new Error(`fetchCep expects 8 digits, got "${cep}"`)
  const url = `${options.baseUrl.replace(/\/+$/, '')}/ws/${cep}/json/`
  const controller = new AbortController()
  // One deadline for connect, headers and body.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs)
  try {
    let res: Response
    try {
      res = await fetch(url, {
        signal: controller.signal,
        redirect: 'error',
        headers: { accept: 'application/json' },
      })
    } catch {
      throw new CepProviderError(controller.signal.aborted ? 'timeout' : 'network')
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {})
      throw new CepProviderError('status', res.status)
    }
    let text: string
    try {
      text = await readCapped(res, CEP_MAX_RESPONSE_BYTES)
    } catch (err) {
      if (err instanceof CepProviderError) throw err
      throw new CepProviderError(controller.signal.aborted ? 'timeout' : 'network')
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new CepProviderError('invalid_json')
    }
    return parseCepAnswer(cep, json)
  } finally {
    clearTimeout(timer)
  }
}

/** What the service depends on, so tests can swap the HTTP adapter. */
export interface CepProvider {
  lookup(cep: string): Promise<CepLookup>
}

export function viaCepProvider(options: CepProviderOptions): CepProvider {
  return { lookup: (cep) => fetchCep(cep, options) }
}
