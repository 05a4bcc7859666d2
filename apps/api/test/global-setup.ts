import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { openPglite, openPostgres, runMigrations } from '../src/platform/db/database.ts'

/**
 * The template's name follows the database TEST_DATABASE_URL names, so two runs against
 * different databases of one server (CI beside a developer's run) never drop each other's template.
 */
export function pgTemplateName(serverUrl: string): string {
  const database = new URL(serverUrl).pathname.replace(/^\//, '').toLowerCase()
  const suffix = database.replace(/[^a-z0-9_]/g, '_').slice(0, 40)
  return suffix ? `galera_test_template_${suffix}` : 'galera_test_template'
}

/**
 * Migrates once per run: a PGlite data dir dumped to a file that every test file loads (fast,
 * isolated), or — with TEST_DATABASE_URL — a template database on the PostgreSQL server that
 * every test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const PG_TEMPLATE_DB = pgTemplateName(serverUrl)
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`)
    await admin.query(`create database ${PG_TEMPLATE_DB}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${PG_TEMPLATE_DB}`
    const database = await openPostgres(url.toString(), 1)
    await runMigrations(database)
    await database.close()
    project.provide('pgTemplate', PG_TEMPLATE_DB)
    project.provide('pgliteTemplatePath', '')
    return
  }
  const database = await openPglite()
  await runMigrations(database)
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const blob = await client.dumpDataDir('none')
  await database.close()
  const dir = path.resolve('node_modules/.cache/galera-test')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `template-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()))
  project.provide('pgliteTemplatePath', file)
  project.provide('pgTemplate', '')
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    pgTemplate: string
  }
}
