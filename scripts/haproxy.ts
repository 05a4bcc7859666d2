/** HAProxy for `npm run start:cluster` (README "Cluster"): the config and the package. */
import { spawnSync } from 'node:child_process'

export interface HaproxyOptions {
  host: string
  port: number
  backends: { name: string; port: number }[]
}

/**
 * One HTTP frontend on PORT, the API processes behind it on loopback ports.
 * - leastconn: live streams (SSE) hold connections for long, so count them, not requests.
 * - Health: GET /api/health every second; two failures take a process out, one success puts it
 *   back. A refused connection is retried on another process (`retries` + `redispatch`), so a
 *   dead process costs only the requests it was answering.
 * - Retries after the request was sent (ADR 0067): a GET or HEAD that a process died on before
 *   answering (`empty-response`) is sent again to another process; reads change nothing. A write
 *   is never sent twice: it may have been committed before the process died, so it fails (the
 *   client is told, the write is not duplicated). Nor is a 503 retried: the application sheds with
 *   503 before any work (ADR 0051), but also answers 503 after work began (request timeout,
 *   database gone), and HAProxy sees only the status.
 * - Timeouts: 75 s of silence on either side (above the 60 s request limit and the 25 s SSE
 *   heartbeat, so streams stay open); 10 s to send request headers.
 * - X-Forwarded-For is appended; the processes trust one hop (TRUST_PROXY_HOPS=1) and so see the
 *   client's address for their per-IP limits.
 * - On soft stop (SIGUSR1) it stops listening and lets open connections finish, 20 s at most.
 */
export function haproxyConfig(o: HaproxyOptions): string {
  const servers = o.backends.map(
    (b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 1s fall 2 rise 1`,
  )
  return [
    'global',
    '  maxconn 4096',
    '  hard-stop-after 20s',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  timeout connect 2s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout client 75s',
    '  timeout server 75s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '',
    'frontend web',
    `  bind ${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance leastconn',
    '  http-request disable-l7-retry unless METH_GET',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n')
}

export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0
}

/** Installs the Debian package when missing (as .ci/run does for Chromium); root only. */
export function ensureHaproxy(): void {
  if (haproxyInstalled()) return
  if (process.getuid?.() !== 0) {
    console.error('HAProxy is missing: apt-get install -y haproxy (as root), then try again.')
    process.exit(1)
  }
  console.log('Installing HAProxy (apt-get install haproxy)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
}
