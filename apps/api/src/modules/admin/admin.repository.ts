import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import {
  ADMIN_PAGE_SIZE,
  type AdminAccountRow,
  type AdminRole,
  type AdminUserRow,
  type CertificationDocument,
  type CertificationStatus,
  type Role,
  type UserStatus,
} from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { certifications, images, users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect
export type CertificationRow = typeof certifications.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const lastPage = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE

export function toAdminUserRow(u: UserRow): AdminUserRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role as Role,
    status: u.status as UserStatus,
    isCertified: u.isCertified,
    suspendedAt: iso(u.suspendedAt),
    suspensionReason: u.suspensionReason,
    certificationRequiredAt: iso(u.certificationRequiredAt),
    certificationRequiredReason: u.certificationRequiredReason,
    createdAt: u.createdAt.toISOString(),
  }
}

function toAdminAccountRow(u: UserRow): AdminAccountRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role as AdminRole,
    status: u.status as UserStatus,
    createdAt: u.createdAt.toISOString(),
  }
}

/** The public path of a stored file key (the media service serves `/files/<key>`). */
function fileUrl(key: string | undefined): string | null {
  if (!key) return null
  return key.startsWith('/') ? key : `/files/${key}`
}

export function documentOf(img: { id: string; variants: Record<string, string> }) {
  const v = img.variants ?? {}
  const first = Object.values(v)[0]
  const doc: CertificationDocument = {
    id: img.id,
    thumbUrl: fileUrl(v.thumb ?? v.thumbnail ?? v.small ?? v.medium ?? first),
    url: fileUrl(v.large ?? v.medium ?? v.original ?? first),
  }
  return doc
}

/** SQL only (STYLE.md): admin accounts, moderation and 'Certificado' requests. */
export function adminRepository(db: DbOrTx) {
  return {
    findUser(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) })
    },
    /** Locks the row so two admins deciding at once are serialised. */
    async lockUser(id: string) {
      const rows = await db.select().from(users).where(eq(users.id, id)).for('update')
      return rows[0]
    },

    async searchUsers(filter: { q?: string; role?: Role; status?: UserStatus; page: number }) {
      const where: SQL[] = []
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        where.push(
          sql`(unaccent(${users.name}) ilike unaccent(${like}) or ${users.email}::text ilike ${like})`,
        )
      }
      if (filter.role) where.push(eq(users.role, filter.role))
      if (filter.status) where.push(eq(users.status, filter.status))
      const cond = where.length ? and(...where) : undefined
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(cond)
          .orderBy(desc(users.createdAt), users.id)
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(filter.page)),
        db.select({ total: count() }).from(users).where(cond),
      ])
      return { data: rows.map(toAdminUserRow), last_page: lastPage(total), total }
    },

    async listAdmins() {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.role, ['admin_master', 'admin_basic']))
        .orderBy(users.name)
      return rows.map(toAdminAccountRow)
    },
    /** Locks every active master's row, so concurrent demotions count one after the other. */
    async lockActiveMasters(): Promise<void> {
      await db.execute(
        sql`select id from users where role = 'admin_master' and status = 'active' for update`,
      )
    },
    /** ADR 0026: whether an admin requires the user's 'Certificado', and why. */
    async certificationGate(userId: string) {
      const [row] = await db
        .select({
          at: users.certificationRequiredAt,
          reason: users.certificationRequiredReason,
          isCertified: users.isCertified,
        })
        .from(users)
        .where(eq(users.id, userId))
      return row
    },
    async countActiveMasters() {
      const [{ n }] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin_master'), eq(users.status, 'active')))
      return n
    },
    async insertAdmin(values: {
      name: string
      email: string
      cpf: string
      role: AdminRole
      passwordHash: string
      locale: 'pt-BR' | 'en'
      now: Date
    }) {
      const [row] = await db
        .insert(users)
        .values({
          name: values.name,
          email: values.email,
          cpf: values.cpf,
          role: values.role,
          passwordHash: values.passwordHash,
          locale: values.locale,
          status: 'active',
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning()
      return row
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
      return row
    },
    toAccount: toAdminAccountRow,

    /** The caller's own, live document images among `ids`. */
    async ownDocumentImages(userId: string, ids: string[]) {
      return db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            inArray(images.id, ids),
            eq(images.ownerId, userId),
            eq(images.purpose, 'document'),
            isNull(images.deletedAt),
          ),
        )
    },
    async insertCertification(values: { userId: string; documentImageIds: string[]; now: Date }) {
      const [row] = await db
        .insert(certifications)
        .values({
          userId: values.userId,
          documentImageIds: values.documentImageIds,
          status: 'pending',
          createdAt: values.now,
        })
        .returning()
      return row
    },
    latestCertification(userId: string) {
      return db.query.certifications.findFirst({
        where: eq(certifications.userId, userId),
        orderBy: [desc(certifications.createdAt), desc(certifications.id)],
      })
    },
    async lockCertification(id: string) {
      const rows = await db
        .select()
        .from(certifications)
        .where(eq(certifications.id, id))
        .for('update')
      return rows[0]
    },
    async decideCertification(
      id: string,
      values: { status: 'approved' | 'refused'; reason: string | null; by: string; now: Date },
    ) {
      const [row] = await db
        .update(certifications)
        .set({
          status: values.status,
          reason: values.reason,
          reviewedBy: values.by,
          reviewedAt: values.now,
        })
        .where(and(eq(certifications.id, id), eq(certifications.status, 'pending')))
        .returning()
      return row
    },
    async listCertifications(filter: { status: CertificationStatus; page: number }) {
      const cond = eq(certifications.status, filter.status)
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ c: certifications, u: users })
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .where(cond)
          .orderBy(
            filter.status === 'pending' ? certifications.createdAt : desc(certifications.createdAt),
          )
          .limit(ADMIN_PAGE_SIZE)
          .offset(offsetOf(filter.page)),
        db.select({ total: count() }).from(certifications).where(cond),
      ])
      const imageIds = [...new Set(rows.flatMap((r) => r.c.documentImageIds))]
      const imgs = imageIds.length
        ? await db
            .select({ id: images.id, variants: images.variants, ownerId: images.ownerId })
            .from(images)
            .where(and(inArray(images.id, imageIds), isNull(images.deletedAt)))
        : []
      const byId = new Map(imgs.map((i) => [i.id, i]))
      const data = rows.map(({ c, u }) => ({
        id: c.id,
        status: c.status as CertificationStatus,
        reason: c.reason,
        createdAt: c.createdAt.toISOString(),
        reviewedAt: iso(c.reviewedAt),
        user: {
          id: u.id,
          name: u.name,
          email: u.email,
          role: u.role as Role,
          isCertified: u.isCertified,
        },
        documents: c.documentImageIds
          .map((id) => byId.get(id))
          .filter((i): i is NonNullable<typeof i> => !!i && i.ownerId === u.id)
          .map(documentOf),
      }))
      return { data, last_page: lastPage(total), total }
    },
  }
}
