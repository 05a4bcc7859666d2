import { eq } from 'drizzle-orm'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { users } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createSupplier } from '../../../api/test/factories/products.ts'

/*
 * ADR 0032: journeys run in parallel and demo accounts are shared, so a journey that changes an
 * account (its language, profile, password or data) signs in with an account of its own, made
 * here; the e2e server refuses writes from demo accounts (support/server.ts). Each constant names
 * the only journey that uses it.
 */

/** hire-modal.spec.ts, the English pass (it switches the account's language). */
export const HIRE_MODAL_EN_CLIENT = {
  email: 'enzo.modal@galera.dev',
  name: 'Enzo Modal',
  cpf: '28467193573',
  phone: '+5571987650099',
}
/** admin-moderation.spec.ts: suspends Sam and reviews his 'Certificado' requests. */
export const MODERATION_ADMIN = { email: 'alba.moderadora@galera.dev', name: 'Alba Moderadora' }
/** admin-moderation.spec.ts: publishes a terms version (and reads it in English). */
export const TERMS_MASTER = { email: 'mauro.termos@galera.dev', name: 'Mauro Termos' }
/** admin-moderation.spec.ts: reads the admin tabs in English (a fresh account: it starts in pt-BR). */
export const TABS_MASTER = { email: 'tito.abas@galera.dev', name: 'Tito Abas' }
/** admin-moderation.spec.ts: objects to the upcoming terms version. */
export const OBJECTING_CLIENT = { email: 'olga.oposicao@galera.dev', name: 'Olga Oposição' }
/** admin-settings.spec.ts: adds categories, materials and colours, and switches to English. */
export const SETTINGS_ADMIN = { email: 'caio.catalogo@galera.dev', name: 'Caio Catálogo' }
/** notifications.spec.ts: reads, marks as read and switches to English. */
export const NOTIFIED_ADMIN = { email: 'nina.avisos@galera.dev', name: 'Nina Avisos' }
/** supplier-page.spec.ts: writes its company page and switches to English. */
export const PAGE_SUPPLIER = {
  email: 'abaete.brindes@galera.dev',
  name: 'Brindes Abaeté',
  cnpj: '52718364000105',
}

/** product-photo-refusal.spec.ts: has a photo refused in its product form, in both languages. */
export const PHOTO_SUPPLIER = { email: 'iara.fotos@galera.dev', name: 'Brindes Iara' }

export async function seedOwnAccounts(db: Db): Promise<void> {
  await createUser(db, { role: 'client', ...HIRE_MODAL_EN_CLIENT })
  await createUser(db, { role: 'admin_basic', ...MODERATION_ADMIN })
  await createUser(db, { role: 'admin_master', ...TERMS_MASTER })
  await createUser(db, { role: 'admin_master', ...TABS_MASTER })
  await createUser(db, { role: 'client', ...OBJECTING_CLIENT })
  await createUser(db, { role: 'admin_basic', ...SETTINGS_ADMIN })
  await createUser(db, { role: 'admin_master', ...NOTIFIED_ADMIN })
  const { user } = await createSupplier(db, { name: PAGE_SUPPLIER.name })
  await db
    .update(users)
    .set({ email: PAGE_SUPPLIER.email, cnpj: PAGE_SUPPLIER.cnpj })
    .where(eq(users.id, user.id))
  const photo = await createSupplier(db, { name: PHOTO_SUPPLIER.name })
  await db.update(users).set({ email: PHOTO_SUPPLIER.email }).where(eq(users.id, photo.user.id))
}
