import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../../platform/db/database.ts'
import type { Row } from './documents.ts'

/**
 * The São Paulo days a booked job (accepted or completed) touches, as `day` rows: for "available
 * on" they count as blocked days, exactly as the SQL path's NOT EXISTS on jobs
 * (promoter-search.repository.ts). The jobs trigger (migration 0006) writes search_changes when a
 * job becomes or stops being booked, so the index reloads the promoter.
 */
export const BOOKED_DAYS_SQL = sql`SELECT g.day::date::text AS day
    FROM jobs j
    CROSS JOIN LATERAL generate_series(
      (j.starts_at AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
      ((j.ends_at - interval '1 microsecond') AT TIME ZONE 'America/Sao_Paulo')::date::timestamp,
      interval '1 day') AS g(day)
   WHERE j.promoter_id = p.user_id AND j.status IN ('accepted','completed')`

function rowsSql(ids?: string[]): SQL {
  const where = ids
    ? sql`WHERE p.user_id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``
  return sql`SELECT p.user_id AS id, u.name, u.status AS user_status, u.is_certified, p.status,
      extract(epoch FROM p.blocked_until) * 1000 AS blocked_until,
      p.category_id, c.name_pt, c.name_en, p.uf, p.city, p.gender, p.birth_date::text AS birth_date,
      p.height_cm, p.weight_kg, p.hair, p.eyes, p.skin, p.show_sensitive, p.disabilities,
      p.languages, p.dance, p.instruments, p.has_car, p.can_travel, p.issues_invoice,
      p.weekly_availability, p.rating_score, p.rating_positive, p.rating_neutral,
      p.rating_negative, p.is_spotlight, p.is_launched,
      extract(epoch FROM p.created_at) * 1000000 AS created_at,
      p.search_doc, p.search_tsv::text AS tsv,
      (SELECT i.variants FROM promoter_gallery g JOIN images i ON i.id = g.image_id
        WHERE g.promoter_id = p.user_id AND g.is_cover AND i.deleted_at IS NULL LIMIT 1) AS cover,
      (SELECT av.variants FROM images av
        WHERE av.id = u.avatar_image_id AND av.deleted_at IS NULL) AS avatar,
      (SELECT array_agg(DISTINCT d.day) FROM (
         SELECT b.day::text AS day FROM promoter_blocked_dates b WHERE b.promoter_id = p.user_id
         UNION ALL
         ${BOOKED_DAYS_SQL}
       ) d) AS blocked
    FROM promoters p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN categories c ON c.id = p.category_id
    ${where}`
}

/**
 * What the in-process promoter search index (ADR 0030) reads: the promoters' documents, the
 * category tree and the change log the promoter triggers write (migration 0006).
 */
export function searchIndexRepository(db: DbOrTx) {
  return {
    /** Every promoter's document row, or only those of `ids`. */
    documents: (ids?: string[]) => queryRows<Row>(db, rowsSql(ids)),
    async categoryParents(): Promise<Map<string, string | null>> {
      const rows = await queryRows<{ id: string; parent_id: string | null }>(
        db,
        sql`SELECT id, parent_id FROM categories`,
      )
      return new Map(rows.map((c) => [c.id, c.parent_id]))
    },
    /** The changes logged after `seq`, in order (`key`: the promoter). */
    changesAfter: (seq: number) =>
      queryRows<{ seq: string | number; key: string }>(
        db,
        sql`SELECT seq, promoter_id AS key FROM search_changes WHERE seq > ${seq} ORDER BY seq`,
      ),
    async lastChange(): Promise<number> {
      const [top] = await queryRows<{ seq: string | number | null }>(
        db,
        sql`SELECT max(seq) AS seq FROM search_changes`,
      )
      return Number(top?.seq ?? 0)
    },
    /** Forgets log rows older than an hour. */
    async pruneChanges(): Promise<void> {
      await queryRows(db, sql`DELETE FROM search_changes WHERE at < now() - interval '1 hour'`)
    },
  }
}
