import { z } from '../validation/zod-setup.ts'
import { lineText, longText } from '../validation/text.ts'
import { LIMITS } from '../constants.ts'

export * from './terms-versions.dto.ts'

/** A published version of the terms (PRODUCT.md "Resolved readings", SECURITY.md). */
export const PublishTermsVersionSchema = z.object({
  version: lineText(40, 1).refine((v) => /^[0-9A-Za-z._-]+$/.test(v), {
    error: 'admin.terms.versionFormat',
  }),
  summaryPt: longText(2000, 10),
  summaryEn: longText(2000, 10),
  /** ISO date-time; moved to publication + 10 days when earlier. */
  effectiveAt: z.iso
    .datetime({ offset: true, error: 'validation.invalid' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type PublishTermsVersionInput = z.infer<typeof PublishTermsVersionSchema>

export const TermsObjectionSchema = z.object({
  termsVersionId: z.uuid({ error: 'validation.invalid' }),
  reason: longText(1000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type TermsObjectionInput = z.infer<typeof TermsObjectionSchema>

export const TERMS_NOTICE_MS = LIMITS.termsEffectiveAfterDays * 86_400_000
export const TERMS_OBJECTION_MS = LIMITS.termsObjectionDays * 86_400_000

/**
 * The data protection officer ("encarregado", LGPD art. 41 §1: identity and contact published on
 * the site), from the server's configuration (`DPO_NAME`, `DPO_EMAIL`; ADR 0032).
 */
export const DpoContactSchema = z.object({
  name: lineText(120, 1),
  email: z.email(),
})
export type DpoContact = z.infer<typeof DpoContactSchema>
