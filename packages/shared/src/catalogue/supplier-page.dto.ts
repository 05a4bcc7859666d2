import { z } from '../validation/zod-setup.ts'

/* What the supplier's company page and the public supplier list answer (ADR 0020). */

export const SupplierImageDtoSchema = z.object({
  id: z.string(),
  thumb: z.string(),
  medium: z.string(),
  large: z.string(),
  /** Pixel size of `large`: the page reserves the box and picks a variant (ADR 0050). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
})
export type SupplierImageDto = z.infer<typeof SupplierImageDtoSchema>

/** The supplier's own editor: the saved page, or a draft prefilled from the registration. */
export const SupplierPageEditorDtoSchema = z.object({
  saved: z.boolean(),
  tradeName: z.string(),
  aboutHtml: z.string(),
  site: z.string().nullable(),
  logo: SupplierImageDtoSchema.nullable(),
  aboutImage: SupplierImageDtoSchema.nullable(),
  headerColor: z.string(),
  contactPhone: z.string().nullable(),
  commercialEmail: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type SupplierPageEditorDto = z.infer<typeof SupplierPageEditorDtoSchema>

/** One card of the public list. Only business data: never CNPJ, CPF or a person's contact. */
export const SupplierCardDtoSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  logo: SupplierImageDtoSchema.nullable(),
  headerColor: z.string(),
  hasPage: z.boolean(),
  /** The supplier has the 'Certificado' badge (ADR 0026), as product cards show it. */
  isCertified: z.boolean(),
})
export type SupplierCardDto = z.infer<typeof SupplierCardDtoSchema>

export const SupplierListDtoSchema = z.object({
  data: z.array(SupplierCardDtoSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
})
export type SupplierListDto = z.infer<typeof SupplierListDtoSchema>

/** `GET /api/public/suppliers/:id`: the company page (contact is what the supplier published). */
export const PublicSupplierPageDtoSchema = SupplierCardDtoSchema.extend({
  aboutHtml: z.string().nullable(),
  site: z.string().nullable(),
  aboutImage: SupplierImageDtoSchema.nullable(),
  contactPhone: z.string().nullable(),
  commercialEmail: z.string().nullable(),
})
export type PublicSupplierPageDto = z.infer<typeof PublicSupplierPageDtoSchema>
