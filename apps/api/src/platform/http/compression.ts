import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import compress from '@fastify/compress'

/** Below this many bytes a response goes out as it is: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Dynamic HTML and JSON compressed on the way out (ADR 0048): Brotli when the browser takes it,
 * else gzip, at a low Brotli quality so the CPU stays for requests. Built assets are not
 * compressed here: they are precompressed at build time at maximum quality and served as they are
 * by @fastify/static (`preCompressed`), which sets their `Content-Encoding`; this plugin leaves
 * a response that already has one alone. Server-sent event streams are never touched: they take
 * the reply over (no onSend hook runs) and `text/event-stream` is outside the compressible types.
 *
 * Register it before any route: it attaches itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // A streamed body (server-rendered HTML as it is made) goes out chunk by chunk: each write is
    // flushed instead of waiting for the compressor's window to fill.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
  })
}
