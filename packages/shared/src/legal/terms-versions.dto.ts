import { z } from '../validation/zod-setup.ts'

/** What the terms routes answer (PRODUCT.md "Resolved readings", SECURITY.md; ADR 0032). */

export const TermsVersionRowSchema = z.object({
  id: z.string(),
  version: z.string(),
  summaryPt: z.string(),
  summaryEn: z.string(),
  publishedAt: z.string(),
  effectiveAt: z.string(),
  objectionDeadline: z.string(),
  objections: z.number().int(),
})
export type TermsVersionRow = z.output<typeof TermsVersionRowSchema>

export const CurrentTermsSchema = z.object({
  inForce: z.object({ version: z.string(), effectiveAt: z.string().nullable() }),
  upcoming: z
    .object({
      id: z.string(),
      version: z.string(),
      summary: z.string(),
      effectiveAt: z.string(),
      objectionDeadline: z.string(),
      /** Only for a signed-in caller: whether they already objected. */
      objected: z.boolean(),
    })
    .nullable(),
})
export type CurrentTerms = z.output<typeof CurrentTermsSchema>

/** `POST /me/terms-objections`: the objection recorded, in the caller's words. */
export const TermsObjectionRecordedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  canCloseAccountWithoutPenalty: z.boolean(),
  message: z.string(),
})
export type TermsObjectionRecorded = z.output<typeof TermsObjectionRecordedSchema>
