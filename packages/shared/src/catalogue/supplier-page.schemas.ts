import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { PhoneSchema } from '../validation/documents.ts'
import { EmailSchema, HttpUrlSchema } from '../validation/text.ts'

export * from './supplier-page.dto.ts'

/**
 * A supplier's company page (spec §3 "company preview": about, site, imageLogo,
 * imageAbout, phoneContact, commercialEmail, colorHeader) and the public supplier list.
 * The about is rich text; the server keeps only an allow-list of tags (ADR 0020) and counts the
 * characters of its plain text: 500–3000 (spec §5).
 */
export const ABOUT_TEXT_MIN = 500
export const ABOUT_TEXT_MAX = 3000
/** The raw HTML a browser sends: generous (markup around 3000 characters), still bounded. */
export const ABOUT_HTML_MAX = 30_000
export const SUPPLIERS_PAGE_SIZE = 12
export const DEFAULT_HEADER_COLOR = '#7B1FA2'
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/

/**
 * How the about's length is counted, the same on both sides: runs of spaces and tabs become one
 * space, each line is trimmed, empty lines dropped, lines joined by one newline; characters are
 * Unicode code points (PostgreSQL `char_length`).
 */
export function normalizeAboutText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n')
}

export function aboutTextLength(text: string): number {
  return [...normalizeAboutText(text)].length
}

/** An optional http(s) link; '' or null clears it. */
const optionalUrl = z
  .union([z.literal('').transform(() => null), HttpUrlSchema])
  .nullable()
  .optional()
  .transform((v) => v ?? null)

const optionalPhone = z
  .union([z.literal('').transform(() => null), PhoneSchema])
  .nullable()
  .optional()
  .transform((v) => v ?? null)

const optionalEmail = z
  .union([z.literal('').transform(() => null), EmailSchema])
  .nullable()
  .optional()
  .transform((v) => v ?? null)

const optionalImageId = z
  .union([z.literal('').transform(() => null), z.uuid({ error: 'validation.invalid' })])
  .nullable()
  .optional()
  .transform((v) => v ?? null)

/** `PUT /api/supplier/company-page`. The about's text length is checked after sanitising. */
export const SupplierPageInputSchema = z.object({
  aboutHtml: z
    .string({ error: 'validation.required' })
    .max(ABOUT_HTML_MAX, { error: msg('validation.maxChars', { max: ABOUT_HTML_MAX }) }),
  site: optionalUrl,
  logoImageId: optionalImageId,
  aboutImageId: optionalImageId,
  headerColor: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(HEX_COLOR, { error: 'validation.invalidFormat' })
    .transform((v) => v.toUpperCase()),
  contactPhone: optionalPhone,
  commercialEmail: optionalEmail,
})
export type SupplierPageInput = z.input<typeof SupplierPageInputSchema>
export type SupplierPageValues = z.output<typeof SupplierPageInputSchema>

/** `GET /api/public/suppliers` query. */
export const SupplierListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int({ error: 'validation.invalidNumber' })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(10_000, { error: msg('validation.maxValue', { max: 10_000 }) })
    .default(1),
  q: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type SupplierListQuery = z.input<typeof SupplierListQuerySchema>
