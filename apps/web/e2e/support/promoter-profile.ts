/**
 * The listed promoter that promoter-profile.spec.ts opens: real gallery pictures (WebP files in
 * the upload store, served by /files), a video link, 'Certificado', blocked days and 12 ratings.
 * Only that spec reads this account; nothing changes it.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../../../api/src/platform/db/database.ts'
import {
  categories,
  images,
  promoterBlockedDates,
  promoterGallery,
  users,
} from '../../../api/src/db/schema/index.ts'
import { fileStoreFor } from '../../../api/src/platform/files/file-store.ts'
import { processImage } from '../../../api/src/platform/files/image-processing.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../api/test/factories/promoters.ts'
import { slotBit } from '@galera/shared/promoters/availability.ts'
import { todayInBrazil } from '@galera/shared/registration/registration.schemas.ts'

export const PROFILE_PROMOTER = {
  id: '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10',
  name: 'Vera Lúcia Andrade',
  email: 'vera.perfil@galera.dev',
  city: 'Florianópolis',
  uf: 'SC',
  photos: 3,
  ratings: 12,
}

/** Two-colour backgrounds for the placeholder portraits. */
const COLOURS = [
  ['#b81a87', '#f7b0dc'],
  ['#5f2cb8', '#cbb3f7'],
  ['#0c6e5f', '#96f2d7'],
]

/** A simple portrait-like picture (gradient, head, shoulders) rendered by sharp from SVG. */
function portrait([dark, light]: string[]): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <rect width="900" height="1200" fill="url(#g)"/>
  <circle cx="450" cy="470" r="170" fill="#fff" fill-opacity="0.85"/>
  <rect x="190" y="700" width="520" height="560" rx="260" fill="#fff" fill-opacity="0.85"/>
</svg>`)
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

export async function seedProfilePromoter(db: Db, env: { DATA_DIR: string }) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.kind, 'promoter'), isNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder))
    .limit(1)
  const weekdays = [1, 2, 3, 4, 5, 6]
  const mask = weekdays.reduce(
    (m, d) =>
      m | slotBit(d, 'morning') | slotBit(d, 'afternoon') | (d >= 5 ? slotBit(d, 'night') : 0),
    0,
  )
  const { user } = await createPromoter(db, {
    user: { id: PROFILE_PROMOTER.id, name: PROFILE_PROMOTER.name, email: PROFILE_PROMOTER.email },
    city: PROFILE_PROMOTER.city,
    uf: PROFILE_PROMOTER.uf,
    promoter: {
      categoryId: category?.id ?? null,
      birthDate: '1994-04-18',
      languages: ['english', 'spanish'],
      dance: ['jazz'],
      hasCar: true,
      canTravel: true,
      issuesInvoice: true,
      equipment: 'Microfone sem fio e caixa de som portátil.',
      description:
        'Recepcionista bilíngue com oito anos de experiência em feiras, congressos e lançamentos.\n\nAtendimento cordial, pontualidade e boa comunicação com o público.',
      references: 'Feira de Turismo de Florianópolis 2025; Congresso Sul de Tecnologia 2026.',
      instagramUrl: 'https://www.instagram.com/galeraeventos',
      weeklyAvailability: mask,
      skin: 'mixed',
      showSensitive: false,
    },
  })
  await db.update(users).set({ isCertified: true }).where(eq(users.id, user.id))

  const store = fileStoreFor(env)
  for (const [i, colour] of COLOURS.entries()) {
    const png = await sharp(portrait(colour)).png().toBuffer()
    const processed = await processImage(png)
    const id = randomUUID()
    const variants: Record<string, string> = {}
    for (const [size, v] of Object.entries(processed.variants)) {
      const key = `images/${id}/${size}.webp`
      await store.put(key, v.body, 'image/webp')
      variants[size] = key
    }
    await db.insert(images).values({
      id,
      ownerId: user.id,
      purpose: 'gallery',
      width: processed.width,
      height: processed.height,
      bytes: processed.variants.large.body.length,
      variants,
    })
    await db
      .insert(promoterGallery)
      .values({ promoterId: user.id, kind: 'image', imageId: id, position: i, isCover: i === 0 })
  }
  await db.insert(promoterGallery).values({
    promoterId: user.id,
    kind: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    position: COLOURS.length,
  })

  const today = todayInBrazil(new Date())
  await db
    .insert(promoterBlockedDates)
    .values([3, 4, 10].map((n) => ({ promoterId: user.id, day: addDays(today, n) })))

  const raters = [
    (await createUser(db, { role: 'client', name: 'Paulo Henrique Ramos' })).user,
    (await createUser(db, { role: 'company', name: 'Sul Eventos Ltda' })).user,
  ]
  const values = ['positive', 'positive', 'neutral', 'positive', 'negative', 'positive'] as const
  for (let i = 0; i < PROFILE_PROMOTER.ratings; i++) {
    await createRating(db, {
      ratedUserId: user.id,
      raterUserId: raters[i % 2].id,
      value: values[i % values.length],
      comment: `Trabalho ${i + 1}: atendimento excelente e muito pontual.`,
      createdAt: new Date(Date.now() - (PROFILE_PROMOTER.ratings - i) * 86_400_000),
    })
  }
  return user
}
