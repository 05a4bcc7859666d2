import {
  ABOUT_TEXT_MAX,
  ABOUT_TEXT_MIN,
  DEFAULT_HEADER_COLOR,
  SUPPLIERS_PAGE_SIZE,
  type PublicSupplierPageDto,
  type SupplierImageDto,
  type SupplierListDto,
  type SupplierPageEditorDto,
  type SupplierPageValues,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { msg } from '@galera/shared/validation/messages.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { fileUrl } from '../promoters/promoter-dto.ts'
import { sanitizeRichText } from './sanitize-html.ts'
import { suppliersRepository, type ImageVariants } from './suppliers.repository.ts'

function imageDto(images: ImageVariants, id: string | null | undefined): SupplierImageDto | null {
  const row = id ? images[id] : undefined
  if (!row) return null
  return {
    id: row.id,
    thumb: fileUrl(row.variants, 'thumb')!,
    medium: fileUrl(row.variants, 'medium')!,
    large: fileUrl(row.variants, 'large')!,
    width: row.width,
    height: row.height,
  }
}

/**
 * Company pages. The supplier edits its own page (`/api/supplier/company-page`); anyone
 * reads the public list and a page (`/api/public/suppliers…`). A supplier that is not active
 * (inactive, suspended, closed) is SUPPLIER_NOT_FOUND for the public, as an unknown id.
 */
export function suppliersService(ctx: AppContext) {
  const repo = suppliersRepository(ctx.db)

  async function editor(supplierId: string): Promise<SupplierPageEditorDto> {
    const row = await repo.findOwn(supplierId)
    if (!row) throw new AppError('SUPPLIER_NOT_FOUND')
    const page = row.page
    const ids = [page?.logoImageId, page?.aboutImageId].filter((v): v is string => !!v)
    const images = await repo.liveImages([supplierId], ids)
    return {
      saved: !!page,
      tradeName: row.tradeName,
      aboutHtml: page?.aboutHtml ?? '',
      // A first visit is prefilled from the registration (spec: commercial e-mail and phone).
      site: page ? page.site : row.regSite,
      logo: imageDto(images, page?.logoImageId),
      aboutImage: imageDto(images, page?.aboutImageId),
      headerColor: page?.headerColor ?? DEFAULT_HEADER_COLOR,
      contactPhone: page ? page.contactPhone : row.regPhone,
      commercialEmail: page ? page.commercialEmail : row.regEmail,
      updatedAt: page?.updatedAt.toISOString() ?? null,
    }
  }

  return {
    editor,

    /** Sanitises the about, counts its text (500–3000), checks the pictures are mine, saves. */
    async save(supplierId: string, input: SupplierPageValues): Promise<SupplierPageEditorDto> {
      const about = sanitizeRichText(input.aboutHtml)
      const length = [...about.text].length
      if (length < ABOUT_TEXT_MIN)
        throw fieldError('aboutHtml', msg('validation.minChars', { min: ABOUT_TEXT_MIN }))
      if (length > ABOUT_TEXT_MAX)
        throw fieldError('aboutHtml', msg('validation.maxChars', { max: ABOUT_TEXT_MAX }))
      await ctx.db.transaction(async (tx) => {
        const r = suppliersRepository(tx)
        if (!(await r.lockSupplier(supplierId))) throw new AppError('SUPPLIER_NOT_FOUND')
        for (const id of [input.logoImageId, input.aboutImageId]) {
          if (id && !(await r.isOwnPublicImage(supplierId, id)))
            throw new AppError('IMAGE_NOT_FOUND')
        }
        await r.upsertPage({
          supplierId,
          aboutHtml: about.html,
          aboutText: about.text,
          site: input.site,
          logoImageId: input.logoImageId,
          aboutImageId: input.aboutImageId,
          headerColor: input.headerColor,
          contactPhone: input.contactPhone,
          commercialEmail: input.commercialEmail,
          updatedAt: ctx.clock.now(),
        })
      })
      return editor(supplierId)
    },

    async list(q: string | undefined, page: number): Promise<SupplierListDto> {
      const { total, rows } = await repo.list(q, page, SUPPLIERS_PAGE_SIZE)
      const images = await repo.liveImages(
        rows.map((r) => r.id),
        rows.map((r) => r.logoImageId).filter((v): v is string => !!v),
      )
      return {
        data: rows.map((r) => ({
          id: r.id,
          tradeName: r.tradeName,
          city: r.city,
          uf: r.uf,
          logo: imageDto(images, r.logoImageId),
          headerColor: r.headerColor ?? DEFAULT_HEADER_COLOR,
          hasPage: r.hasPage,
          isCertified: r.isCertified,
        })),
        page,
        last_page: Math.max(1, Math.ceil(total / SUPPLIERS_PAGE_SIZE)),
        total,
      }
    },

    async publicPage(id: string): Promise<PublicSupplierPageDto> {
      const row = await repo.findPublic(id)
      if (!row) throw new AppError('SUPPLIER_NOT_FOUND')
      const ids = [row.logoImageId, row.aboutImageId].filter((v): v is string => !!v)
      const images = await repo.liveImages([id], ids)
      return {
        id: row.id,
        tradeName: row.tradeName,
        city: row.city,
        uf: row.uf,
        logo: imageDto(images, row.logoImageId),
        headerColor: row.headerColor ?? DEFAULT_HEADER_COLOR,
        hasPage: row.hasPage,
        isCertified: row.isCertified,
        aboutHtml: row.aboutHtml,
        site: row.site,
        aboutImage: imageDto(images, row.aboutImageId),
        contactPhone: row.contactPhone,
        commercialEmail: row.commercialEmail,
      }
    },
  }
}
