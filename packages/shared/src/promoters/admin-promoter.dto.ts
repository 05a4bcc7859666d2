import { z } from '../validation/zod-setup.ts'
import { PROMOTER_STATUSES } from './admin-promoter.schemas.ts'
import {
  CategoryRefSchema,
  GalleryItemDtoSchema,
  RatingSummarySchema,
  ScheduleDtoSchema,
} from './promoter.dto.ts'
import { AddressDtoSchema, PromoterAttributesDtoSchema } from '../profile/profile.dto.ts'

/*
 * What `/api/admin/promoters…` answers (ADR 0017, ADR 0035; response schemas per ADR 0044). The
 * address and attributes are the profile's own (profile/profile.dto.ts): one schema each.
 */

export const AdminPromoterRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  status: z.enum(PROMOTER_STATUSES),
  accountStatus: z.string(),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
  isCertified: z.boolean(),
  blockedUntil: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminPromoterRow = z.infer<typeof AdminPromoterRowSchema>

/** `GET /api/admin/promoters` (ADR 0017). */
export const AdminPromoterListSchema = z.object({
  items: z.array(AdminPromoterRowSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
})
export type AdminPromoterList = z.infer<typeof AdminPromoterListSchema>

/** `GET /api/admin/promoters/{id}`: everything the admin edit screen shows (sensitive data too). */
export const AdminPromoterDetailSchema = z.object({
  id: z.string(),
  account: z.object({
    name: z.string(),
    email: z.string(),
    cpf: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.string(),
    locale: z.enum(['pt-BR', 'en']),
    isCertified: z.boolean(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  }),
  address: AddressDtoSchema.nullable(),
  attributes: PromoterAttributesDtoSchema.extend({
    age: z.number().int(),
    category: CategoryRefSchema.nullable(),
  }),
  /** Whether the promoter's own sensitive_data consent is live (skin/disability editable). */
  hasSensitiveConsent: z.boolean(),
  status: z.enum(PROMOTER_STATUSES),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
  blockedUntil: z.string().nullable(),
  gallery: z.array(GalleryItemDtoSchema),
  schedule: ScheduleDtoSchema,
  ratings: RatingSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPromoterDetail = z.infer<typeof AdminPromoterDetailSchema>

/** `PUT /api/admin/promoters/{id}/status` answer: the spec's message in the request's language. */
export const AdminPromoterStatusResultSchema = z.object({
  id: z.string(),
  status: z.enum(PROMOTER_STATUSES),
  message: z.string(),
})
export type AdminPromoterStatusResult = z.infer<typeof AdminPromoterStatusResultSchema>

/** `PUT /api/admin/promoters/{id}/flags` answer. */
export const AdminPromoterFlagsResultSchema = z.object({
  id: z.string(),
  isLaunched: z.boolean(),
  isSpotlight: z.boolean(),
})
export type AdminPromoterFlagsResult = z.infer<typeof AdminPromoterFlagsResultSchema>
