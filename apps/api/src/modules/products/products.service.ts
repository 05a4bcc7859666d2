import type { AppContext } from '../../platform/context.ts'
import { managedProductsService } from './managed-products.service.ts'
import { productCatalogueService } from './product-catalogue.service.ts'
import { productEditorService } from './product-editor.service.ts'
import type { ProductSearchIndex } from './search/product-index.ts'

/**
 * Products (ADR 0021), as the routes use them: the editor of a supplier's own products and of
 * an admin's edits (product-editor.service.ts), their lists (managed-products.service.ts) and
 * the public catalogue visitors see (product-catalogue.service.ts; its search from the in-memory
 * index when one is given, ADR 0078).
 */
export function productsService(ctx: AppContext, index?: ProductSearchIndex) {
  return {
    ...productEditorService(ctx),
    ...managedProductsService(ctx),
    ...productCatalogueService(ctx, index),
  }
}
