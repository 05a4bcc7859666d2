import type { AppContext } from '../../platform/context.ts'
import { categorySettingsService } from './category-settings.service.ts'
import { colorSettingsService } from './color-settings.service.ts'
import { materialSettingsService } from './material-settings.service.ts'

/**
 * "Admin settings tabs" (spec §5), as the routes use them: categories with subcategories
 * (category-settings.service.ts), materials (material-settings.service.ts) and colours with
 * their textures (color-settings.service.ts).
 */
export function catalogueSettingsService(ctx: AppContext) {
  return {
    ...categorySettingsService(ctx),
    ...materialSettingsService(ctx),
    ...colorSettingsService(ctx),
  }
}
