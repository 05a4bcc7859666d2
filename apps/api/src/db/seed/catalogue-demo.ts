import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import ptLegal from '@galera/shared/i18n/pt-BR/legal.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import { sanitizeRichText } from '../../modules/suppliers/sanitize-html.ts'
import {
  addresses,
  categories,
  colors,
  consents,
  images,
  materials,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productSubcategories,
  products,
  supplierPages,
  suppliers,
  users,
  homeFeatures,
} from '../schema/index.ts'
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories/accounts.ts'
import {
  defaultDemoStore,
  logoSvg,
  productSvg,
  render,
  storeImage,
  type ImageRow,
  type Variants,
} from './art.ts'
import {
  DEMO_CATALOGUE_SUPPLIERS,
  DEMO_HOME_CATEGORIES,
  DEMO_HOME_PRODUCTS,
  DEMO_MATERIALS,
  DEMO_SUBCATEGORIES,
  FAMILIES,
  SUPPLIER_PREFIX,
  type ColourName,
  type Family,
  type SupplierKey,
} from './data/catalogue.ts'

/**
 * Demo catalogue (README "Demo accounts"): four suppliers besides Brindes Salvador, each
 * with an address and a company page, and about thirty active products across the demo product
 * categories with real pictures (WebP files in the upload store, served by /files).
 *
 * The budget journeys rely on two families: "Caneta metálica Touch" (importer code XBZ-1020,
 * canetas) offered by Brindes Salvador, Bahia Promo, Nordeste Brindes and Recôncavo
 * Personalizados, and "Squeeze Fitness 500 ml" (XBZ-2040, garrafas) by three suppliers. Litoral
 * Brindes sells a pen with another importer code: the reassignment candidate in canetas.
 * The data is in data/catalogue.ts, the pictures' pipeline in art.ts.
 */

export function aboutHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('')
}

/** How many demo products the catalogue seeds (all active). */
export const DEMO_CATALOGUE_PRODUCTS = FAMILIES.reduce((n, f) => n + f.offeredBy.length, 0)

/**
 * Called by seedDemo inside its transaction, after the demo categories, colours and Brindes
 * Salvador exist. `categoryIds` maps the demo slugs to ids.
 */
export async function seedDemoCatalogue(
  tx: DbOrTx,
  categoryIds: Record<string, string>,
  store: FileStore = defaultDemoStore(),
): Promise<void> {
  const supplierIds = {} as Record<SupplierKey, string>
  const [salvador] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(users.email, 'fornecedor@galera.dev'))
  if (!salvador) throw new Error('seedDemoCatalogue needs the demo supplier fornecedor@galera.dev')
  supplierIds.salvador = salvador.id

  // Suppliers with address and company page.
  const grantedAt = new Date()
  for (const s of DEMO_CATALOGUE_SUPPLIERS) {
    const { user } = await createUser(tx, {
      role: 'supplier',
      email: s.email,
      name: s.name,
      cnpj: s.cnpj,
      phone: s.phone,
      password: DEFAULT_PASSWORD,
    })
    supplierIds[s.key] = user.id
    const domain = s.email.split('@')[0]
    await tx.insert(suppliers).values({
      userId: user.id,
      companyName: s.companyName,
      establishmentTitle: s.name,
      legalNature: 'Sociedade Empresária Limitada',
      openingDate: s.since,
      mainActivity: 'Comércio atacadista de artigos promocionais',
      secondaryActivities: ['Serviços de personalização e gravação'],
      commercialEmail: `vendas@${domain}.test`,
      commercialPhone: s.phone,
      contactName: s.contact,
      contactPhone: s.phone,
      site: `https://${domain}.test`,
    })
    await tx.insert(addresses).values({ userId: user.id, ...s.address })
    const about = sanitizeRichText(aboutHtml([...s.about]))
    const logo = await storeImage(
      store,
      user.id,
      'banner',
      null,
      await render(logoSvg(s.name, s.color)),
    )
    await tx.insert(images).values(logo)
    const logoImageId = logo.id!
    await tx.insert(supplierPages).values({
      supplierId: user.id,
      aboutHtml: about.html,
      aboutText: about.text,
      site: `https://${domain}.test`,
      logoImageId,
      headerColor: s.color,
      contactPhone: s.phone,
      commercialEmail: `vendas@${domain}.test`,
    })
    await tx.insert(consents).values(
      (['terms', 'privacy'] as const).map((kind) => ({
        userId: user.id,
        kind,
        version: ptLegal.legal.version,
        grantedAt,
        ip: '127.0.0.1',
      })),
    )
  }

  // Subcategories (when the demo has none) and materials (the missing ones).
  const existingSubs = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.kind, 'product'), isNotNull(categories.parentId)))
  const subIds: Record<string, string> = Object.fromEntries(existingSubs.map((c) => [c.slug, c.id]))
  if (existingSubs.length === 0) {
    const rows = await tx
      .insert(categories)
      .values(
        DEMO_SUBCATEGORIES.map((c, i) => ({
          slug: c.slug,
          namePt: c.namePt,
          nameEn: c.nameEn,
          kind: 'product',
          parentId: categoryIds[c.parent]!,
          sortOrder: i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug })
    for (const r of rows) subIds[r.slug] = r.id
  }
  await tx
    .insert(materials)
    .values([...DEMO_MATERIALS])
    .onConflictDoNothing()
  const materialRows = await tx
    .select({ id: materials.id, namePt: materials.namePt })
    .from(materials)
    .where(
      inArray(
        materials.namePt,
        DEMO_MATERIALS.map((m) => m.namePt),
      ),
    )
  const materialIds = Object.fromEntries(materialRows.map((m) => [m.namePt, m.id]))
  const colourRows = await tx
    .select({ id: colors.id, namePt: colors.namePt, hex: colors.hex })
    .from(colors)
  const colourByName = Object.fromEntries(colourRows.map((c) => [c.namePt, c]))

  // Products, each with its pictures (one per colour for some): rows built in memory, the
  // distinct pictures rendered once and concurrently, then one insert per table.
  const designs = new Map<string, Promise<Variants>>()
  const picture = (f: Family, colour: ColourName) => {
    const key = `${f.n}:${colour}`
    if (!designs.has(key))
      designs.set(key, render(productSvg(f.name, f.shape, colourByName[colour]?.hex ?? '#9E9E9E')))
    return designs.get(key)!
  }
  const now = Date.now()
  let order = 0
  const productRows: (typeof products.$inferInsert)[] = []
  const subRows: (typeof productSubcategories.$inferInsert)[] = []
  const colourRows2: (typeof productColors.$inferInsert)[] = []
  const materialRows2: (typeof productMaterials.$inferInsert)[] = []
  const detailRows: (typeof productDetails.$inferInsert)[] = []
  const pictures: Promise<{ image: ImageRow; link: typeof productImages.$inferInsert }>[] = []
  for (const f of FAMILIES) {
    const colourIds = f.colours.map((c) => colourByName[c]?.id).filter((id): id is string => !!id)
    const mats = f.materials.map((m) => materialIds[m]).filter((id): id is string => !!id)
    for (const key of f.offeredBy) {
      const supplierId = supplierIds[key]
      const productId = randomUUID()
      // Spread creation times so "newest" has a stable order.
      const createdAt = new Date(now - (order++ + 1) * 3_600_000)
      productRows.push({
        id: productId,
        supplierId,
        code: `${SUPPLIER_PREFIX[key]}-${f.n}`,
        importerCode: f.importerCode,
        name: f.name,
        categoryId: categoryIds[f.category]!,
        description: f.description,
        finishing: f.finishing,
        customizations: [...f.customizations],
        allowRatings: true,
        status: 'active',
        createdAt,
        updatedAt: createdAt,
      })
      const subId = subIds[f.subcategory]
      if (subId) subRows.push({ productId, categoryId: subId })
      for (const colorId of colourIds) colourRows2.push({ productId, colorId })
      for (const materialId of mats) materialRows2.push({ productId, materialId })
      f.details.forEach((d, position) =>
        detailRows.push({
          productId,
          label: d.label,
          value: d.value,
          showAsTag: d.showAsTag ?? false,
          position,
        }),
      )
      const pictureColours = f.perColour?.includes(key) ? f.colours : f.colours.slice(0, 1)
      pictureColours.forEach((colour, position) => {
        const colorId = colourByName[colour]?.id ?? null
        pictures.push(
          picture(f, colour).then(async (v) => {
            const image = await storeImage(store, supplierId, 'product', colorId, v)
            return { image, link: { productId, imageId: image.id!, colorId, position } }
          }),
        )
      })
    }
  }
  const stored = await Promise.all(pictures)
  await tx.insert(products).values(productRows)
  await tx.insert(productSubcategories).values(subRows)
  await tx.insert(productColors).values(colourRows2)
  await tx.insert(productMaterials).values(materialRows2)
  await tx.insert(productDetails).values(detailRows)
  await tx.insert(images).values(stored.map((s) => s.image))
  await tx.insert(productImages).values(stored.map((s) => s.link))
}

export async function seedDemoHomeFeatures(tx: DbOrTx, categoryIds: Record<string, string>) {
  const rows: (typeof homeFeatures.$inferInsert)[] = DEMO_HOME_CATEGORIES.map((slug, i) => ({
    kind: 'product_category',
    position: i + 1,
    categoryId: categoryIds[slug],
  }))
  for (const [i, name] of DEMO_HOME_PRODUCTS.entries()) {
    const [p] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, name), eq(products.status, 'active')))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(1)
    if (p) rows.push({ kind: 'product', position: i + 1, productId: p.id })
  }
  await tx.insert(homeFeatures).values(rows)
}
