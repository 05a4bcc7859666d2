import { z } from '../validation/zod-setup.ts'
import { ROLES } from '../auth/profiles.ts'
import { AuditChangeSchema } from './audit.ts'
import { ADMIN_ROLE_VALUES, CERTIFICATION_STATUSES, USER_STATUSES } from './admin-statuses.ts'

/** What the admin screens read (spec §8; ADR 0012, 0026, 0037). Dates are ISO strings. */

/** A page of an admin list. */
export interface Paginated<T> {
  data: T[]
  last_page: number
  total: number
}
/** The schema of a page of `item`s. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), last_page: z.number().int(), total: z.number().int() })

/** A row of the admin users list (never a password hash). */
export const AdminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  isCertified: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** ADR 0026: set while an admin requires the 'Certificado' and it is not approved yet. */
  certificationRequiredAt: z.string().nullable(),
  certificationRequiredReason: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminUserRow = z.output<typeof AdminUserRowSchema>
export const AdminUserPageSchema = paginatedSchema(AdminUserRowSchema)

export const AdminAccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLE_VALUES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
})
export type AdminAccountRow = z.output<typeof AdminAccountRowSchema>

/** One line of the trail (ADR 0037): names joined, changes field by field. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  /** A code of `AUDIT_ACTIONS`; an entry may keep a code no longer listed. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name as it reads today (a deleted one: as the entry recorded it), or null. */
  targetName: z.string().nullable(),
  changes: z.array(AuditChangeSchema),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.output<typeof AuditEntrySchema>
export const AuditPageSchema = paginatedSchema(AuditEntrySchema)

export const CertificationDocumentSchema = z.object({
  id: z.string(),
  /** Public path of the medium/thumbnail variant, if the media service made one. */
  thumbUrl: z.string().nullable(),
  url: z.string().nullable(),
})
export type CertificationDocument = z.output<typeof CertificationDocumentSchema>

export const MyCertificationSchema = z.object({
  id: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
})
export type MyCertification = z.output<typeof MyCertificationSchema>

/** `GET /me/certification`: whether the caller is 'Certificado', its latest request, a requirement. */
export const MyCertificationAnswerSchema = z.object({
  isCertified: z.boolean(),
  request: MyCertificationSchema.nullable(),
  /** ADR 0026: an admin requires the 'Certificado' (since when, why) until it is approved. */
  required: z.object({ at: z.string(), reason: z.string() }).nullable(),
})
export type MyCertificationAnswer = z.output<typeof MyCertificationAnswerSchema>

export const AdminCertificationRowSchema = MyCertificationSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    isCertified: z.boolean(),
  }),
  documents: z.array(CertificationDocumentSchema),
})
export type AdminCertificationRow = z.output<typeof AdminCertificationRowSchema>
export const AdminCertificationPageSchema = paginatedSchema(AdminCertificationRowSchema)
