import http from 'node:http'
import os from 'node:os'
import { openPostgres } from '../apps/api/src/platform/db/database.ts'
import { deliveryLedger, type LedgerSummary } from './delivery-ledger.ts'
import { percentile } from './http-bench.ts'
import { commitRates, notifyReference, type NotifyReference } from './notify-reference.ts'
import { processCpuMs, processRss, startProduct } from './product-start.ts'
import {
  createConversations,
  inBatches,
  openStream,
  postMessage,
  type BenchConversation,
  type OpenStream,
} from './conversations-load.ts'

export interface ConversationsOptions {
  /** A bench database (dropped and recreated). */
  databaseUrl: string
  /** How long messages are sent. */
  seconds: number
  /** Conversations; each has two participants, each with one open stream. */
  pairs?: number
  /** Messages sent per second, over all conversations. */
  perSecond?: number
}

/** Streams opened at once while connecting (each waits for its `ready`). */
const OPENING = 50
/** Messages sent one at a time before the streams open (the POST alone; the JIT warms up). */
const WARM_UP = 100
/** How long deliveries are awaited after the last POST answered. */
const DRAIN_MS = 15_000

const mb = (n: number) => `${(n / 1_048_576).toFixed(0)} MB`
const ms = (n: number) => `${n.toFixed(1)} ms`
const n = (x: number) => x.toLocaleString('en')
const sleep = (t: number) => new Promise((r) => setTimeout(r, t))

/**
 * The product spec's conversations load (ADR 0056 "Live through the notification stream"):
 * `pairs` hirer ↔ promoter conversations, one `/api/notifications/stream` per participant,
 * `perSecond` messages POSTed through the API for `seconds` (open loop: each message leaves at
 * its time, whatever the previous ones are doing). A message's delivery latency runs from just
 * before its POST to its `message` event on the other participant's stream; every message must
 * reach both participants' streams exactly once. The API runs in a child process, so the RSS
 * printed is the server's alone, and so is the CPU time per message (first with one message at
 * a time, before the streams). The reference is the bare LISTEN/NOTIFY round trip on the same
 * PostgreSQL at the same rate; then the commit rate with and without a NOTIFY in the transaction
 * (the ceiling of messages a second, all processes together). Throws (after printing) when a delivery was lost, duplicated or
 * misdirected, a stream dropped or a POST failed.
 */
export async function conversationsPart(o: ConversationsOptions): Promise<void> {
  const pairs = o.pairs ?? 500
  const perSecond = o.perSecond ?? 100
  const total = o.seconds * perSecond
  console.log(
    `\nConversations (ADR 0056): ${n(pairs * 2)} streams, ${perSecond} messages/s for ${o.seconds} s`,
  )
  const product = await startProduct(o.databaseUrl, {
    apiOnly: true,
    env: { TICKER: 'off', LOG_LEVEL: 'warn' },
  })
  const database = await openPostgres(o.databaseUrl, 2)
  const streams: OpenStream[] = []
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const postAgent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  let summary: LedgerSummary
  let postFailures: number
  let dropped: number
  try {
    console.log(`API in a child process (pid ${product.pid}), ${product.database}`)
    let t0 = performance.now()
    const conversations = await createConversations(database, pairs)
    console.log(
      `setup: ${n(pairs * 2)} participants with a session, ${n(pairs)} conversations in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    await sleep(1_000)
    const rssBefore = processRss(product.pid)
    const alone = await oneAtATime(product, conversations, WARM_UP, postAgent)
    console.log(
      `warm-up, before the streams: ${WARM_UP} messages one at a time, POST p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}; server CPU ${ms(alone.cpuMs)} a message`,
    )

    const ledger = deliveryLedger()
    const participants = conversations.flatMap((c) => [c.hirer, c.promoter])
    t0 = performance.now()
    const opened = await inBatches(participants, OPENING, (p) =>
      openStream(product.baseUrl, streamAgent, p, ledger),
    )
    for (const r of opened) if (r.status === 'fulfilled') streams.push(r.value)
    const refused = opened.filter((r) => r.status === 'rejected')
    console.log(
      `streams open: ${n(streams.length)} of ${n(participants.length)}, each at its ready event, in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
        (refused.length
          ? `; ${refused.length} failed (first: ${String((refused[0] as PromiseRejectedResult).reason)})`
          : ''),
    )
    await sleep(1_000)
    const rssOpen = processRss(product.pid)

    const sent = await sendMessages(product, conversations, total, perSecond, ledger, postAgent)
    postFailures = sent.failures
    const drainUntil = performance.now() + DRAIN_MS
    while (ledger.pending() > 0 && performance.now() < drainUntil) await sleep(100)
    // Late duplicates would arrive right after the last first delivery.
    await sleep(1_000)
    const rssAfter = processRss(product.pid)
    summary = ledger.summary()
    dropped = streams.filter((s) => s.dropped).length

    console.log(
      `messages: ${n(sent.ok)} sent (POST 201) of ${n(total)} over ${(sent.spanMs / 1000).toFixed(1)} s, achieved ${sent.rate.toFixed(1)} messages/s; POST statuses ${sent.statuses}; POST p50 ${ms(sent.p50)}, p99 ${ms(sent.p99)}; server CPU ${ms(sent.cpuMs / total)} a message`,
    )
    console.log(
      `deliveries (each message to both participants' streams): ${n(summary.expected)} expected, ${n(summary.once)} exactly once, ${summary.lost} lost, ${summary.duplicated} duplicated, ${summary.unexpected} to a stream not in the conversation; ${dropped} streams dropped`,
    )
    console.log(
      `delivered to the other participant: ${n(summary.latencies.length)} of ${n(sent.ok)}; latency p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}`,
    )
    console.log(
      `server RSS: ${mb(rssBefore)} before the streams, ${mb(rssOpen)} with ${n(streams.length)} streams open, ${mb(rssAfter)} after the messages (peak while sending ${mb(sent.peakRss)})`,
    )
  } finally {
    for (const s of streams) s.close()
    postAgent.destroy()
    streamAgent.destroy()
    await database.close().catch(() => {})
    await product.stop()
  }

  const reference: NotifyReference = await notifyReference(o.databaseUrl, total, perSecond)
  console.log(
    `reference, bare LISTEN/NOTIFY round trip (pg client NOTIFY → another client's LISTEN), ${n(reference.received)} of ${n(reference.sent)} at ${perSecond}/s: p50 ${ms(reference.p50)}, p99 ${ms(reference.p99)}, max ${ms(reference.max)}`,
  )
  console.log(
    `delivery ÷ reference: p50 ${(summary.p50 / reference.p50).toFixed(1)}×, p99 ${(summary.p99 / reference.p99).toFixed(1)}×`,
  )
  for (const r of await commitRates(o.databaseUrl))
    console.log(
      `ceiling: 10 connections committing one insert each ${r.notify ? 'with' : 'without'} a NOTIFY: ${n(Math.round(r.perSecond))} commits/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`,
    )
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  const failures = summary.lost + summary.duplicated + summary.unexpected + dropped + postFailures
  if (failures > 0)
    throw new Error(
      `${failures} failures: ${summary.lost} lost, ${summary.duplicated} duplicated, ${summary.unexpected} misdirected deliveries, ${dropped} dropped streams, ${postFailures} failed POSTs`,
    )
}

/**
 * Sends `total` messages at `perSecond`, message i at i / perSecond seconds: conversation
 * i mod pairs, written by its hirer on even rounds and its promoter on odd ones (each person
 * sends 6 a minute at 100/s, under the 20 a minute limit). Samples the server's RSS meanwhile.
 */
async function sendMessages(
  product: { baseUrl: string; pid: number },
  conversations: BenchConversation[],
  total: number,
  perSecond: number,
  ledger: ReturnType<typeof deliveryLedger>,
  agent: http.Agent,
) {
  const byStatus = new Map<number, number>()
  const postLatencies: number[] = []
  let ok = 0
  let peakRss = 0
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processRss(product.pid))
  }, 500)
  const inFlight: Promise<void>[] = []
  const cpuBefore = processCpuMs(product.pid)
  const started = performance.now()
  let lastStart = started
  try {
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / perSecond - performance.now()
      if (wait > 0) await sleep(wait)
      const c = conversations[i % conversations.length]!
      const round = Math.floor(i / conversations.length)
      const [from, to] = round % 2 === 0 ? [c.hirer, c.promoter] : [c.promoter, c.hirer]
      const t0 = performance.now()
      lastStart = t0
      inFlight.push(
        postMessage(product.baseUrl, agent, c.id, from, `Mensagem de teste ${i}`).then((r) => {
          postLatencies.push(performance.now() - t0)
          byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1)
          if (r.messageId === undefined) return
          ok++
          ledger.sent(r.messageId, t0, to.userId, from.userId)
        }),
      )
    }
    await Promise.all(inFlight)
  } finally {
    clearInterval(sampler)
  }
  peakRss = Math.max(peakRss, processRss(product.pid))
  const cpuMs = processCpuMs(product.pid) - cpuBefore
  postLatencies.sort((a, b) => a - b)
  return {
    cpuMs,
    ok,
    failures: total - ok,
    spanMs: lastStart - started,
    // From the first POST's start to the last one's: the rate the sender achieved.
    rate: total > 1 ? ((total - 1) / Math.max(1, lastStart - started)) * 1000 : NaN,
    statuses: [...byStatus].map(([s, c]) => `${s === 0 ? 'no answer' : s}: ${n(c)}`).join(', '),
    p50: percentile(postLatencies, 50),
    p99: percentile(postLatencies, 99),
    peakRss,
  }
}

/**
 * `count` messages, each POSTed when the previous one answered, as the hirers of the first
 * conversations (one each): what a POST costs with no queue, and the server's CPU per message.
 */
async function oneAtATime(
  product: { baseUrl: string; pid: number },
  conversations: BenchConversation[],
  count: number,
  agent: http.Agent,
) {
  const latencies: number[] = []
  const cpuBefore = processCpuMs(product.pid)
  for (let i = 0; i < count; i++) {
    const c = conversations[i % conversations.length]!
    const t0 = performance.now()
    const r = await postMessage(product.baseUrl, agent, c.id, c.hirer, `Aquecimento ${i}`)
    if (r.status !== 201) throw new Error(`warm-up message ${i}: HTTP ${r.status}`)
    latencies.push(performance.now() - t0)
  }
  const cpuMs = (processCpuMs(product.pid) - cpuBefore) / count
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuMs }
}
