import { TEST_APP_KEY, TEST_APP_SECRET } from './harness.ts'

/** Reads a text/event-stream with fetch, event by event. */
export async function openStream(
  base: string,
  token: string,
  query = `appKey=${TEST_APP_KEY}&appSecret=${TEST_APP_SECRET}`,
) {
  const ctrl = new AbortController()
  const res = await fetch(`${base}/api/notifications/stream?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: ctrl.signal,
  })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function next(event: string, timeoutMs = 5_000): Promise<any> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const name = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (name === event) return JSON.parse(data!)
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`)
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no "${event}" event within ${timeoutMs} ms`)), left),
        ),
      ])
      if (chunk.done) throw new Error('stream ended')
      buffer += decoder.decode(chunk.value, { stream: true })
    }
  }
  return { res, next, close: () => ctrl.abort() }
}
