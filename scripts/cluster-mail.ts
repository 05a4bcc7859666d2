/**
 * Helpers of cluster.test.ts's mail check (ADR 0066): an SMTP sink, who holds a socket, and a wait
 * for every process to serve.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { SMTPServer } from 'smtp-server'

/**
 * The SMTP server of the processes (ADR 0066): it accepts every message, except that while
 * `hold` is set the next one is held unanswered (a mail server that hangs), its client's port kept.
 */
export function smtpSink() {
  const accepted: { to: string[]; raw: string }[] = []
  const sink = {
    accepted,
    hold: false,
    held: null as null | { remotePort: number },
    server: new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          if (sink.hold && !sink.held) {
            sink.held = { remotePort: session.remotePort }
            return // never answered: the sender waits until it dies
          }
          accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      },
    }),
  }
  return sink
}

/** The pid among `pids` that owns the local TCP port `port` (Linux /proc). */
export function pidOfPort(port: number, pids: number[]): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[1]?.endsWith(`:${hex}`)) inodes.add(cols[9]!)
    }
  }
  for (const pid of pids) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
        if (m && inodes.has(m[1]!)) return pid
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return undefined
}

/**
 * Waits until processes 1…`count` all answer their health check (the cluster restarts one that
 * died); throws after `timeoutMs`.
 */
export async function everyProcessServing(
  url: (path: string, i: number) => string,
  count: number,
  timeoutMs = 90_000,
): Promise<void> {
  const up = (i: number) =>
    fetch(url('/api/health', i)).then(
      (r) => r.ok,
      () => false,
    )
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const all = await Promise.all(Array.from({ length: count }, (_, i) => up(i + 1)))
    if (all.every(Boolean)) return
    if (Date.now() > deadline) throw new Error(`not every process serves: ${all.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
