// A closed-loop load generator, plain JavaScript because worker threads do not get the tsx
// loader: `connections` keep-alive sockets, each sending the next path of `paths` as soon as
// the previous answer arrived, for `durationMs`. Reports every latency (ms) so percentiles are
// exact, those of 2xx answers apart (the accepted requests under overload), and how many answers
// of each status came back. A request with no answer in 10 s counts as a timeout. Runs in a
// worker thread so it does not share the API's event loop. Types: http-bench.ts.
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

function once(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers, timeout: 10_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { timeout: true })))
    req.on('error', reject)
  })
}

async function run(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections })
  const latencies = []
  const okLatencies = []
  const byStatus = {}
  let non2xx = 0
  let errors = 0
  let timeouts = 0
  let next = 0
  const started = performance.now()
  const deadline = started + job.durationMs
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < deadline) {
        const path = job.paths[next++ % job.paths.length]
        const t0 = performance.now()
        try {
          const status = await once(agent, new URL(path, job.baseUrl), job.headers)
          const ms = performance.now() - t0
          latencies.push(ms)
          byStatus[status] = (byStatus[status] ?? 0) + 1
          if (status < 200 || status >= 300) non2xx++
          else okLatencies.push(ms)
        } catch (err) {
          errors++
          if (err && err.timeout) timeouts++
        }
      }
    }),
  )
  agent.destroy()
  return {
    latencies,
    okLatencies,
    byStatus,
    non2xx,
    errors,
    timeouts,
    elapsedMs: performance.now() - started,
  }
}

if (parentPort && workerData) {
  const port = parentPort
  void run(workerData).then((r) => port.postMessage(r))
}
