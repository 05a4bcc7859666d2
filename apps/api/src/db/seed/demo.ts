import { count } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { colors, users } from '../schema/index.ts'
import { createCategory, createUser, DEFAULT_PASSWORD } from '../../../test/factories/accounts.ts'

/** README "Demo accounts": one per role, all with the same password. */
export const DEMO_ACCOUNTS = [
  { role: 'admin_master', email: 'master@galera.dev', name: 'Marta Master', cpf: '52998224725' },
  { role: 'admin_basic', email: 'admin@galera.dev', name: 'Bruno Admin', cpf: '11144477735' },
  {
    role: 'client',
    email: 'cliente@galera.dev',
    name: 'Carla Cliente',
    cpf: '39053344705',
    phone: '+5571987650001',
  },
  {
    role: 'company',
    email: 'empresa@galera.dev',
    name: 'Eventos Bahia',
    cnpj: '11222333000181',
    phone: '+557133330002',
    tradeName: 'Eventos Bahia',
  },
  {
    role: 'promoter',
    email: 'promotora@galera.dev',
    name: 'Paula Promotora',
    cpf: '86288366757',
    phone: '+5571987650003',
  },
  {
    role: 'supplier',
    email: 'fornecedor@galera.dev',
    name: 'Brindes Salvador',
    cnpj: '45723174000110',
    phone: '+557133330004',
  },
] as const

/** Demo categories (promoter side and product side), in display order. */
export const DEMO_CATEGORIES = [
  { slug: 'recepcionista', namePt: 'Recepcionista', nameEn: 'Receptionist', kind: 'promoter' },
  {
    slug: 'promotor-de-vendas',
    namePt: 'Promotor de vendas',
    nameEn: 'Sales promoter',
    kind: 'promoter',
  },
  { slug: 'modelo', namePt: 'Modelo', nameEn: 'Model', kind: 'promoter' },
  { slug: 'animador', namePt: 'Animador', nameEn: 'Entertainer', kind: 'promoter' },
  { slug: 'musico', namePt: 'Músico', nameEn: 'Musician', kind: 'promoter' },
  { slug: 'dancarino', namePt: 'Dançarino', nameEn: 'Dancer', kind: 'promoter' },
  { slug: 'bartender', namePt: 'Bartender', nameEn: 'Bartender', kind: 'promoter' },
  {
    slug: 'mestre-de-cerimonias',
    namePt: 'Mestre de cerimônias',
    nameEn: 'Master of ceremonies',
    kind: 'promoter',
  },
  { slug: 'canetas', namePt: 'Canetas', nameEn: 'Pens', kind: 'product' },
  {
    slug: 'garrafas-e-squeezes',
    namePt: 'Garrafas e squeezes',
    nameEn: 'Bottles and squeezes',
    kind: 'product',
  },
  {
    slug: 'bolsas-e-mochilas',
    namePt: 'Bolsas e mochilas',
    nameEn: 'Bags and backpacks',
    kind: 'product',
  },
  { slug: 'camisetas', namePt: 'Camisetas', nameEn: 'T-shirts', kind: 'product' },
  { slug: 'tecnologia', namePt: 'Tecnologia', nameEn: 'Tech gadgets', kind: 'product' },
] as const

/** Demo colours for products and the image library (spec §3 Colour: name, hexadecimal). */
export const DEMO_COLORS = [
  { namePt: 'Branco', nameEn: 'White', hex: '#FFFFFF' },
  { namePt: 'Preto', nameEn: 'Black', hex: '#111111' },
  { namePt: 'Vermelho', nameEn: 'Red', hex: '#D32F2F' },
  { namePt: 'Azul', nameEn: 'Blue', hex: '#1976D2' },
  { namePt: 'Verde', nameEn: 'Green', hex: '#388E3C' },
  { namePt: 'Amarelo', nameEn: 'Yellow', hex: '#FBC02D' },
  { namePt: 'Rosa', nameEn: 'Pink', hex: '#D81B60' },
  { namePt: 'Prata', nameEn: 'Silver', hex: '#B0BEC5' },
] as const

/**
 * Seeds an empty database with the demo accounts and content. Returns false when the database
 * already has users (never overwrites). Refuses production.
 */
export async function seedDemo(db: Db, nodeEnv: string): Promise<boolean> {
  if (nodeEnv === 'production')
    throw new Error('Refusing to seed demo data with NODE_ENV=production')
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) await createUser(tx, { ...a, password: DEFAULT_PASSWORD })
    let order = 0
    for (const c of DEMO_CATEGORIES) await createCategory(tx, { ...c, sortOrder: order++ })
    await tx.insert(colors).values([...DEMO_COLORS])
  })
  return true
}
