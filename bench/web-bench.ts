import os from 'node:os'
import { benchPages, formatLighthouse, runLighthouse } from './lighthouse-bench.ts'
import { startProduct } from './product-start.ts'

function redact(url: string): string {
  const u = new URL(url)
  if (u.password) u.password = '***'
  return u.toString()
}

async function onePass(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nStarting the product (npm start, fresh demo data, ${databaseUrl ? redact(databaseUrl) : 'embedded database'})…`,
  )
  const product = await startProduct(databaseUrl)
  try {
    const pages = await benchPages(product.baseUrl)
    const results = await runLighthouse(product.baseUrl, pages)
    console.log(
      formatLighthouse(
        results,
        `Lighthouse mobile (simulated slow 4G, 4× CPU), ${product.database}, ${product.baseUrl}:`,
      ),
    )
  } finally {
    await product.stop()
  }
}

/**
 * `npm run bench:web` (also the last part of `npm run bench`): Lighthouse on five public pages of
 * a fresh `npm start`, on the embedded database and, when DATABASE_URL is set, on PostgreSQL too
 * (a database whose name contains "bench": it is dropped and recreated). Prints; never asserts.
 */
export async function webLighthousePart(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU(s), load ${os.loadavg()[0].toFixed(1)}`,
  )
  await onePass(undefined)
  if (process.env.DATABASE_URL) await onePass(process.env.DATABASE_URL)
}
