import nodemailer from 'nodemailer'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { outboxMails } from '../../db/schema/index.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** Which queued mail this is (ADR 0066): the transport uses it so a re-run never duplicates. */
export interface Delivery {
  jobId: string
}

/** The transport: only the mail queue's worker calls it (ADR 0066). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(mail: Mail, delivery: Delivery): Promise<void>
}

/** Real delivery through any SMTP server (nodemailer transport URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail, delivery) {
      // One Message-ID per queued mail: a receiving server drops a copy sent again after a crash.
      await transport.sendMail({ from, ...mail, messageId: `<${delivery.jobId}@galera.mail>` })
    },
  }
}

/** Without SMTP_URL mails are kept in the database and listed at /dev/outbox (non-production). */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail, delivery) {
      await db
        .insert(outboxMails)
        .values({ ...mail, jobId: delivery.jobId })
        .onConflictDoNothing({ target: outboxMails.jobId })
    },
  }
}

/** Newest first; `to` narrows it to one recipient. */
export async function listOutbox(db: Db, limit = 50, to?: string) {
  return db
    .select()
    .from(outboxMails)
    .where(to ? eq(outboxMails.to, to) : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(limit)
}
