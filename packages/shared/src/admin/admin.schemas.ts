import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'
import { EmailSchema, lineText, longText } from '../validation/text.ts'
import { CpfSchema } from '../validation/documents.ts'
import { ROLES } from '../auth/profiles.ts'
import { IsoDaySchema } from '../promotions/promotion.schemas.ts'
import { AUDIT_ACTION_CODES } from './audit.ts'
import { ADMIN_ROLE_VALUES, CERTIFICATION_STATUSES, USER_STATUSES } from './admin-statuses.ts'

export * from './admin-statuses.ts'

/** Page size of every admin list. */
export const ADMIN_PAGE_SIZE = 20

const Page = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' })
  .default(1)

/** A moderation reason shown to the user (suspension, refused certification). */
export const ReasonSchema = longText(500, 3)

export const AdminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: msg('validation.maxChars', { max: 100 }) })
    .optional(),
  role: z.enum(ROLES, { error: 'validation.invalid' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalid' }).optional(),
  page: Page,
})
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>

export const SuspendUserSchema = z.object({ reason: ReasonSchema })
export type SuspendUserInput = z.infer<typeof SuspendUserSchema>

/** ADR 0026: an admin requires a promoter or supplier to become 'Certificado', with a reason. */
export const RequireCertificationSchema = z.object({ reason: ReasonSchema })
export type RequireCertificationInput = z.infer<typeof RequireCertificationSchema>
/** Who can be required to be 'Certificado' (the roles the requirement blocks something for). */
export const CERTIFICATION_REQUIRABLE_ROLES = ['promoter', 'supplier'] as const

export const CreateAdminSchema = z.object({
  name: lineText(120, 3),
  email: EmailSchema,
  cpf: CpfSchema,
  role: z.enum(ADMIN_ROLE_VALUES, { error: 'validation.required' }),
})
export type CreateAdminInput = z.infer<typeof CreateAdminSchema>

export const UpdateAdminSchema = z
  .object({
    role: z.enum(ADMIN_ROLE_VALUES, { error: 'validation.invalid' }).optional(),
    status: z.enum(['active', 'inactive'], { error: 'validation.invalid' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, {
    error: 'validation.required',
    path: ['role'],
  })
export type UpdateAdminInput = z.infer<typeof UpdateAdminSchema>

/**
 * ADR 0037: the trail filtered by who (a part of the actor's name or e-mail, or their id), what
 * (a listed action), on what (the target's id, for links) and when (São Paulo days, both ends
 * included).
 */
export const AuditQuerySchema = z
  .object({
    page: Page,
    actor: z
      .string()
      .trim()
      .max(100, { error: msg('validation.maxChars', { max: 100 }) })
      .optional(),
    actorId: z.uuid({ error: 'validation.invalid' }).optional(),
    action: z.enum(AUDIT_ACTION_CODES, { error: 'validation.invalidOption' }).optional(),
    targetId: z.string().trim().max(100).optional(),
    from: IsoDaySchema.optional(),
    to: IsoDaySchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'validation.rangeInverted',
  })
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const CERTIFICATION_MAX_DOCUMENTS = 4

export const RequestCertificationSchema = z.object({
  documentImageIds: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(CERTIFICATION_MAX_DOCUMENTS, {
      error: msg('admin.certification.maxDocuments', { max: CERTIFICATION_MAX_DOCUMENTS }),
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
})
export type RequestCertificationInput = z.infer<typeof RequestCertificationSchema>

export const CertificationsQuerySchema = z.object({
  status: z.enum(CERTIFICATION_STATUSES, { error: 'validation.invalid' }).default('pending'),
  page: Page,
})
export type CertificationsQuery = z.infer<typeof CertificationsQuerySchema>

export const RefuseCertificationSchema = z.object({ reason: ReasonSchema })
export type RefuseCertificationInput = z.infer<typeof RefuseCertificationSchema>

export * from './admin.dto.ts'
