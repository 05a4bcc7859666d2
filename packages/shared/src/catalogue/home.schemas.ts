import { z } from '../validation/zod-setup.ts'
import { msg } from '../validation/messages.ts'

export * from './home.dto.ts'

/*
 * Admin Settings → Home (ADR 0023): the product categories and products the home page
 * features, in the order the admin gives. The database holds the same limit (position 1–8).
 */
export const HOME_FEATURES_MAX = 8

const ids = () =>
  z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(HOME_FEATURES_MAX, { error: msg('validation.maxItems', { max: HOME_FEATURES_MAX }) })
    .refine((list) => new Set(list).size === list.length, {
      error: 'catalogue.settings.home.duplicate',
    })

export const HomeFeaturesSchema = z.strictObject({
  /** Top-level, active product categories. */
  categoryIds: ids(),
  /** Active products of active suppliers. */
  productIds: ids(),
})
export type HomeFeaturesInput = z.infer<typeof HomeFeaturesSchema>
